import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`seminar_dates\` ADD \`seminar_rating\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`seminar_dates_seminar_rating_idx\` ON \`seminar_dates\` (\`seminar_rating\`);`)
  // Each date takes its seminar's rating: the average of published reviews to one decimal, else 0
  // (features/reviews/stored-rating.ts keeps it from now on).
  await db.run(sql`UPDATE \`seminar_dates\` SET \`seminar_rating\` = COALESCE((
    SELECT ROUND(AVG(\`stars\`) * 10) / 10.0 FROM \`reviews\`
    WHERE \`reviews\`.\`seminar_id\` = \`seminar_dates\`.\`seminar_id\` AND \`reviews\`.\`status\` = 'published'
  ), 0);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`seminar_dates_seminar_rating_idx\`;`)
  await db.run(sql`ALTER TABLE \`seminar_dates\` DROP COLUMN \`seminar_rating\`;`)
}
