import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`confirmation_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`confirmation_expires_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_confirmation_token_hash_idx\` ON \`bookings\` (\`confirmation_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_confirmation_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`confirmation_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`confirmation_expires_at\`;`)
}
