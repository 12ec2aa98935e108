import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Bookings belong to the portal account with the contact person's e-mail (decision 0008).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`customer_email\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_customer_email_idx\` ON \`bookings\` (\`customer_email\`);`)
  await db.run(sql`UPDATE \`bookings\` SET \`customer_email\` = lower(trim(\`contact_email\`)) WHERE \`contact_email\` IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bookings_customer_email_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`customer_email\`;`)
}
