import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`strasse\` text;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`plz\` text;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`ort\` text;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`land\` text;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`mobiltelefon\` text;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`fax\` text;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` ADD \`ustidnr\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`strasse\`;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`plz\`;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`ort\`;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`land\`;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`mobiltelefon\`;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`fax\`;`)
  await db.run(sql`ALTER TABLE \`bookings_items_participants\` DROP COLUMN \`ustidnr\`;`)
}
