import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trainers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trainers_photo_idx\` ON \`trainers\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`trainers_updated_at_idx\` ON \`trainers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trainers_created_at_idx\` ON \`trainers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`trainers__status_idx\` ON \`trainers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`trainers_locales\` (
  	\`slug\` text,
  	\`path\` text,
  	\`role\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trainers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trainers_path_idx\` ON \`trainers_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`trainers_locales_locale_parent_id_unique\` ON \`trainers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trainers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trainers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trainers_rels_order_idx\` ON \`trainers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trainers_rels_parent_idx\` ON \`trainers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trainers_rels_path_idx\` ON \`trainers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`trainers_rels_topics_id_idx\` ON \`trainers_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_trainers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trainers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_trainers_v_parent_idx\` ON \`_trainers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_version_version_photo_idx\` ON \`_trainers_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_version_version_updated_at_idx\` ON \`_trainers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_version_version_created_at_idx\` ON \`_trainers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_version_version__status_idx\` ON \`_trainers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_created_at_idx\` ON \`_trainers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_updated_at_idx\` ON \`_trainers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_snapshot_idx\` ON \`_trainers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_published_locale_idx\` ON \`_trainers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_latest_idx\` ON \`_trainers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_trainers_v_locales\` (
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_role\` text,
  	\`version_biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_trainers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_trainers_v_version_version_path_idx\` ON \`_trainers_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_trainers_v_locales_locale_parent_id_unique\` ON \`_trainers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_trainers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_trainers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_trainers_v_rels_order_idx\` ON \`_trainers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_rels_parent_idx\` ON \`_trainers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_rels_path_idx\` ON \`_trainers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_trainers_v_rels_topics_id_idx\` ON \`_trainers_v_rels\` (\`topics_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_seminar_dates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seminar_id\` integer NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`format\` text DEFAULT 'in_person',
  	\`location_id\` integer,
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
  // Edited by hand: the old table has no format column; every existing date ran in person.
  await db.run(sql`INSERT INTO \`__new_seminar_dates\`("id", "seminar_id", "start_date", "end_date", "format", "location_id", "price", "currency", "seats_total", "seats_taken", "label", "updated_at", "created_at") SELECT "id", "seminar_id", "start_date", "end_date", 'in_person', "location_id", "price", "currency", "seats_total", "seats_taken", "label", "updated_at", "created_at" FROM \`seminar_dates\`;`)
  await db.run(sql`DROP TABLE \`seminar_dates\`;`)
  await db.run(sql`ALTER TABLE \`__new_seminar_dates\` RENAME TO \`seminar_dates\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`seminar_dates_seminar_idx\` ON \`seminar_dates\` (\`seminar_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_start_date_idx\` ON \`seminar_dates\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_location_idx\` ON \`seminar_dates\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_updated_at_idx\` ON \`seminar_dates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_created_at_idx\` ON \`seminar_dates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`seminars_rels\` ADD \`trainers_id\` integer REFERENCES trainers(id);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_trainers_id_idx\` ON \`seminars_rels\` (\`trainers_id\`);`)
  await db.run(sql`ALTER TABLE \`_seminars_v_rels\` ADD \`trainers_id\` integer REFERENCES trainers(id);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_trainers_id_idx\` ON \`_seminars_v_rels\` (\`trainers_id\`);`)
  await db.run(sql`ALTER TABLE \`seminar_dates_locales\` ADD \`online_note\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trainers_id\` integer REFERENCES trainers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trainers_id_idx\` ON \`payload_locked_documents_rels\` (\`trainers_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`online_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trainers\`;`)
  await db.run(sql`DROP TABLE \`trainers_locales\`;`)
  await db.run(sql`DROP TABLE \`trainers_rels\`;`)
  await db.run(sql`DROP TABLE \`_trainers_v\`;`)
  await db.run(sql`DROP TABLE \`_trainers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_trainers_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_seminars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_seminars_rels\`("id", "order", "parent_id", "path", "topics_id") SELECT "id", "order", "parent_id", "path", "topics_id" FROM \`seminars_rels\`;`)
  await db.run(sql`DROP TABLE \`seminars_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_seminars_rels\` RENAME TO \`seminars_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`seminars_rels_order_idx\` ON \`seminars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_parent_idx\` ON \`seminars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_path_idx\` ON \`seminars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`seminars_rels_topics_id_idx\` ON \`seminars_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__seminars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_seminars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__seminars_v_rels\`("id", "order", "parent_id", "path", "topics_id") SELECT "id", "order", "parent_id", "path", "topics_id" FROM \`_seminars_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_seminars_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__seminars_v_rels\` RENAME TO \`_seminars_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_order_idx\` ON \`_seminars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_parent_idx\` ON \`_seminars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_path_idx\` ON \`_seminars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_seminars_v_rels_topics_id_idx\` ON \`_seminars_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`seminars_id\` integer,
  	\`seminar_dates_id\` integer,
  	\`topics_id\` integer,
  	\`programmes_id\` integer,
  	\`whitepapers_id\` integer,
  	\`whitepaper_files_id\` integer,
  	\`blog_posts_id\` integer,
  	\`blog_topics_id\` integer,
  	\`news_id\` integer,
  	\`locations_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`bookings_id\` integer,
  	\`contact_messages_id\` integer,
  	\`callback_requests_id\` integer,
  	\`whitepaper_requests_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`sent_mails_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seminars_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seminar_dates_id\`) REFERENCES \`seminar_dates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whitepapers_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whitepaper_files_id\`) REFERENCES \`whitepaper_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_topics_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whitepaper_requests_id\`) REFERENCES \`whitepaper_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sent_mails_id\`) REFERENCES \`sent_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "seminars_id", "seminar_dates_id", "topics_id", "programmes_id", "whitepapers_id", "whitepaper_files_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id", "bookings_id", "contact_messages_id", "callback_requests_id", "whitepaper_requests_id", "newsletter_subscriptions_id", "sent_mails_id") SELECT "id", "order", "parent_id", "path", "pages_id", "seminars_id", "seminar_dates_id", "topics_id", "programmes_id", "whitepapers_id", "whitepaper_files_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id", "bookings_id", "contact_messages_id", "callback_requests_id", "whitepaper_requests_id", "newsletter_subscriptions_id", "sent_mails_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seminars_id_idx\` ON \`payload_locked_documents_rels\` (\`seminars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seminar_dates_id_idx\` ON \`payload_locked_documents_rels\` (\`seminar_dates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepapers_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepapers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepaper_files_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepaper_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepaper_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepaper_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_mails_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_seminar_dates\` (
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
  await db.run(sql`INSERT INTO \`__new_seminar_dates\`("id", "seminar_id", "start_date", "end_date", "location_id", "price", "currency", "seats_total", "seats_taken", "label", "updated_at", "created_at") SELECT "id", "seminar_id", "start_date", "end_date", "location_id", "price", "currency", "seats_total", "seats_taken", "label", "updated_at", "created_at" FROM \`seminar_dates\`;`)
  await db.run(sql`DROP TABLE \`seminar_dates\`;`)
  await db.run(sql`ALTER TABLE \`__new_seminar_dates\` RENAME TO \`seminar_dates\`;`)
  await db.run(sql`CREATE INDEX \`seminar_dates_seminar_idx\` ON \`seminar_dates\` (\`seminar_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_start_date_idx\` ON \`seminar_dates\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_location_idx\` ON \`seminar_dates\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_updated_at_idx\` ON \`seminar_dates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seminar_dates_created_at_idx\` ON \`seminar_dates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`seminar_dates_locales\` DROP COLUMN \`online_note\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`online_note\`;`)
}
