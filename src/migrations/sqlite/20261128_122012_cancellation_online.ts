import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancellation_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cancellation_days\` numeric DEFAULT 14 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancellation_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cancellation_days\`;`)
}
