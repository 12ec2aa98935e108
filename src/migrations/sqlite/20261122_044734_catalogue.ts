import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`seminars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`duration\` numeric DEFAULT 2,
  	\`rating\` numeric,
  	\`rating_count\` numeric,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seminars_code_idx\` ON \`seminars\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`seminars_image_idx\` ON \`seminars\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`seminars_updated_at_idx\` ON \`seminars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seminars_created_at_idx\` ON \`seminars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`seminars__status_idx\` ON \`seminars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`seminars_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`slug\` text,
  	\`path\` text,
  	\`schedule\` text,
  	\`description\` text,
  	\`target_group\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seminars_path_idx\` ON \`seminars_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`seminars_locales_locale_parent_id_unique\` ON \`seminars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seminars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seminars_rels_order_idx\` ON \`seminars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_parent_idx\` ON \`seminars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_path_idx\` ON \`seminars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_topics_id_idx\` ON \`seminars_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_code\` text,
  	\`version_duration\` numeric DEFAULT 2,
  	\`version_rating\` numeric,
  	\`version_rating_count\` numeric,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminars_v_parent_idx\` ON \`_seminars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_version_code_idx\` ON \`_seminars_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_version_image_idx\` ON \`_seminars_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_version_updated_at_idx\` ON \`_seminars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_version_created_at_idx\` ON \`_seminars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_version__status_idx\` ON \`_seminars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_created_at_idx\` ON \`_seminars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_updated_at_idx\` ON \`_seminars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_snapshot_idx\` ON \`_seminars_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_published_locale_idx\` ON \`_seminars_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_latest_idx\` ON \`_seminars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_seminars_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_schedule\` text,
  	\`version_description\` text,
  	\`version_target_group\` text,
  	\`version_contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_seminars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminars_v_version_version_path_idx\` ON \`_seminars_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_seminars_v_locales_locale_parent_id_unique\` ON \`_seminars_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_seminars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_order_idx\` ON \`_seminars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_parent_idx\` ON \`_seminars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_path_idx\` ON \`_seminars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_topics_id_idx\` ON \`_seminars_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`seminar_dates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seminar_id\` integer NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`location_id\` integer NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`seats_total\` numeric DEFAULT 12 NOT NULL,
  	\`seats_taken\` numeric DEFAULT 0 NOT NULL,
  	\`label\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seminar_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`seminar_dates_seminar_idx\` ON \`seminar_dates\` (\`seminar_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_start_date_idx\` ON \`seminar_dates\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_location_idx\` ON \`seminar_dates\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_updated_at_idx\` ON \`seminar_dates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_created_at_idx\` ON \`seminar_dates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seminar_dates_locales\` (
  	\`days_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seminar_dates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seminar_dates_locales_locale_parent_id_unique\` ON \`seminar_dates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_image_idx\` ON \`topics\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`topics_updated_at_idx\` ON \`topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`topics_created_at_idx\` ON \`topics\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`topics__status_idx\` ON \`topics\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`topics_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`path\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_path_idx\` ON \`topics_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_locales_locale_parent_id_unique\` ON \`topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_topics_v_parent_idx\` ON \`_topics_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_image_idx\` ON \`_topics_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_updated_at_idx\` ON \`_topics_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_created_at_idx\` ON \`_topics_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version__status_idx\` ON \`_topics_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_created_at_idx\` ON \`_topics_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_updated_at_idx\` ON \`_topics_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_snapshot_idx\` ON \`_topics_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_published_locale_idx\` ON \`_topics_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_latest_idx\` ON \`_topics_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_topics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_path_idx\` ON \`_topics_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_topics_v_locales_locale_parent_id_unique\` ON \`_topics_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_modules_order_idx\` ON \`programmes_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_modules_parent_id_idx\` ON \`programmes_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_modules_locales\` (
  	\`title\` text,
  	\`category\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_modules_locales_locale_parent_id_unique\` ON \`programmes_modules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'EUR',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_image_idx\` ON \`programmes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes__status_idx\` ON \`programmes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`programmes_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_locales_locale_parent_id_unique\` ON \`programmes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`seminars_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seminars_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_rels_order_idx\` ON \`programmes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_parent_idx\` ON \`programmes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_path_idx\` ON \`programmes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_seminars_id_idx\` ON \`programmes_rels\` (\`seminars_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_version_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_modules_order_idx\` ON \`_programmes_v_version_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_modules_parent_id_idx\` ON \`_programmes_v_version_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_version_modules_locales\` (
  	\`title\` text,
  	\`category\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v_version_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_programmes_v_version_modules_locales_locale_parent_id_uniqu\` ON \`_programmes_v_version_modules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_price\` numeric,
  	\`version_currency\` text DEFAULT 'EUR',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_parent_idx\` ON \`_programmes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_image_idx\` ON \`_programmes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_updated_at_idx\` ON \`_programmes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_created_at_idx\` ON \`_programmes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version__status_idx\` ON \`_programmes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_created_at_idx\` ON \`_programmes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_updated_at_idx\` ON \`_programmes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_snapshot_idx\` ON \`_programmes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_published_locale_idx\` ON \`_programmes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_latest_idx\` ON \`_programmes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_programmes_v_locales_locale_parent_id_unique\` ON \`_programmes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`seminars_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seminars_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_order_idx\` ON \`_programmes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_parent_idx\` ON \`_programmes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_path_idx\` ON \`_programmes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_seminars_id_idx\` ON \`_programmes_v_rels\` (\`seminars_id\`);`)
  await db.run(sql`CREATE TABLE \`whitepapers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`thumbnail_id\` integer,
  	\`gate_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whitepapers_thumbnail_idx\` ON \`whitepapers\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers_updated_at_idx\` ON \`whitepapers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers_created_at_idx\` ON \`whitepapers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers__status_idx\` ON \`whitepapers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`whitepapers_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`whitepaper_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whitepapers_file_idx\` ON \`whitepapers_locales\` (\`file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whitepapers_locales_locale_parent_id_unique\` ON \`whitepapers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whitepapers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_thumbnail_id\` integer,
  	\`version_gate_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_parent_idx\` ON \`_whitepapers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_thumbnail_idx\` ON \`_whitepapers_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_updated_at_idx\` ON \`_whitepapers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_created_at_idx\` ON \`_whitepapers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version__status_idx\` ON \`_whitepapers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_created_at_idx\` ON \`_whitepapers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_updated_at_idx\` ON \`_whitepapers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_snapshot_idx\` ON \`_whitepapers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_published_locale_idx\` ON \`_whitepapers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_latest_idx\` ON \`_whitepapers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_whitepapers_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_file_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`whitepaper_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whitepapers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_file_idx\` ON \`_whitepapers_v_locales\` (\`version_file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_whitepapers_v_locales_locale_parent_id_unique\` ON \`_whitepapers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whitepaper_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`whitepaper_files_updated_at_idx\` ON \`whitepaper_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whitepaper_files_created_at_idx\` ON \`whitepaper_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whitepaper_files_filename_idx\` ON \`whitepaper_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`quick_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quick_links_items_order_idx\` ON \`quick_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quick_links_items_parent_id_idx\` ON \`quick_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quick_links_items_locales\` (
  	\`title\` text NOT NULL,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quick_links_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quick_links_items_locales_locale_parent_id_unique\` ON \`quick_links_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quick_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seminars_id\` integer REFERENCES seminars(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seminar_dates_id\` integer REFERENCES seminar_dates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`topics_id\` integer REFERENCES topics(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`programmes_id\` integer REFERENCES programmes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whitepapers_id\` integer REFERENCES whitepapers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whitepaper_files_id\` integer REFERENCES whitepaper_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seminars_id_idx\` ON \`payload_locked_documents_rels\` (\`seminars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seminar_dates_id_idx\` ON \`payload_locked_documents_rels\` (\`seminar_dates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepapers_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepapers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepaper_files_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepaper_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`seminars\`;`)
  await db.run(sql`DROP TABLE \`seminars_locales\`;`)
  await db.run(sql`DROP TABLE \`seminars_rels\`;`)
  await db.run(sql`DROP TABLE \`_seminars_v\`;`)
  await db.run(sql`DROP TABLE \`_seminars_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_seminars_v_rels\`;`)
  await db.run(sql`DROP TABLE \`seminar_dates\`;`)
  await db.run(sql`DROP TABLE \`seminar_dates_locales\`;`)
  await db.run(sql`DROP TABLE \`topics\`;`)
  await db.run(sql`DROP TABLE \`topics_locales\`;`)
  await db.run(sql`DROP TABLE \`_topics_v\`;`)
  await db.run(sql`DROP TABLE \`_topics_v_locales\`;`)
  await db.run(sql`DROP TABLE \`programmes_modules\`;`)
  await db.run(sql`DROP TABLE \`programmes_modules_locales\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes_locales\`;`)
  await db.run(sql`DROP TABLE \`programmes_rels\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_version_modules\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_version_modules_locales\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`whitepapers\`;`)
  await db.run(sql`DROP TABLE \`whitepapers_locales\`;`)
  await db.run(sql`DROP TABLE \`_whitepapers_v\`;`)
  await db.run(sql`DROP TABLE \`_whitepapers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`whitepaper_files\`;`)
  await db.run(sql`DROP TABLE \`quick_links_items\`;`)
  await db.run(sql`DROP TABLE \`quick_links_items_locales\`;`)
  await db.run(sql`DROP TABLE \`quick_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`blog_posts_id\` integer,
  	\`blog_topics_id\` integer,
  	\`news_id\` integer,
  	\`locations_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_topics_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id") SELECT "id", "order", "parent_id", "path", "pages_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
}
