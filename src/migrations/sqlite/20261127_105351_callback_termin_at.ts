import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { terminInstant } from '@/features/callback/termin-at'

// Callback requests get their wished time as an instant (terminAt), filled in from the stored text.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`termin_at\` text;`)
  await db.run(sql`CREATE INDEX \`callback_requests_termin_at_idx\` ON \`callback_requests\` (\`termin_at\`);`)
  // SQLite knows no time zones, so the Berlin time is read in JavaScript, as the endpoint reads it.
  const rows = (await db.all(sql`SELECT \`id\`, \`termin\` FROM \`callback_requests\`;`)) as { id: number; termin: string }[]
  for (const { id, termin } of rows) {
    const at = terminInstant(termin)
    if (at) await db.run(sql`UPDATE \`callback_requests\` SET \`termin_at\` = ${at} WHERE \`id\` = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`callback_requests_termin_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` DROP COLUMN \`termin_at\`;`)
}
