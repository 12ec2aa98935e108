import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { terminInstant } from '@/features/callback/termin-at'

// Callback requests get their wished time as an instant (terminAt), filled in from the stored text.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "callback_requests" ADD COLUMN "termin_at" timestamp(3) with time zone;
  CREATE INDEX "callback_requests_termin_at_idx" ON "callback_requests" USING btree ("termin_at");`)
  // Read as the endpoint reads it (the same helper as on SQLite), so both databases hold the same instants.
  const { rows } = await db.execute(sql`SELECT "id", "termin" FROM "callback_requests";`)
  for (const { id, termin } of rows as { id: number; termin: string }[]) {
    const at = terminInstant(termin)
    if (at) await db.execute(sql`UPDATE "callback_requests" SET "termin_at" = ${at} WHERE "id" = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "callback_requests_termin_at_idx";
  ALTER TABLE "callback_requests" DROP COLUMN "termin_at";`)
}
