import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_seminars_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_seminars_v_autosave_idx\` ON \`_seminars_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_topics_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_topics_v_autosave_idx\` ON \`_topics_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_seminars_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_seminars_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_topics_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_topics_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_blog_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` DROP COLUMN \`autosave\`;`)
}
