import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`seminars_included\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seminars_included_order_idx\` ON \`seminars_included\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`seminars_included_parent_idx\` ON \`seminars_included\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminars_v_version_included\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_seminars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_included_order_idx\` ON \`_seminars_v_version_included\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_included_parent_idx\` ON \`_seminars_v_version_included\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`seminars_locales\` ADD \`benefits\` text;`)
  await db.run(sql`ALTER TABLE \`_seminars_v_locales\` ADD \`version_benefits\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`seminars_included\`;`)
  await db.run(sql`DROP TABLE \`_seminars_v_version_included\`;`)
  await db.run(sql`ALTER TABLE \`seminars_locales\` DROP COLUMN \`benefits\`;`)
  await db.run(sql`ALTER TABLE \`_seminars_v_locales\` DROP COLUMN \`version_benefits\`;`)
}
