import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "confirmation_token_hash" varchar;
  ALTER TABLE "bookings" ADD COLUMN "confirmation_expires_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "bookings_confirmation_token_hash_idx" ON "bookings" USING btree ("confirmation_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_confirmation_token_hash_idx";
  ALTER TABLE "bookings" DROP COLUMN "confirmation_token_hash";
  ALTER TABLE "bookings" DROP COLUMN "confirmation_expires_at";`)
}
