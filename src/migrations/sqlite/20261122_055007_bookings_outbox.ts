import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bookings_items_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`module_id\` text,
  	\`title\` text,
  	\`seminar_date_id\` integer,
  	\`period\` text,
  	\`place\` text,
  	FOREIGN KEY (\`seminar_date_id\`) REFERENCES \`seminar_dates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_items_modules_order_idx\` ON \`bookings_items_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_items_modules_parent_id_idx\` ON \`bookings_items_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_items_modules_seminar_date_idx\` ON \`bookings_items_modules\` (\`seminar_date_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_items_participants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anrede\` text NOT NULL,
  	\`titel\` text,
  	\`vorname\` text NOT NULL,
  	\`nachname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefon\` text,
  	\`firma\` text,
  	\`abteilung\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_items_participants_order_idx\` ON \`bookings_items_participants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_items_participants_parent_id_idx\` ON \`bookings_items_participants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`seminar_date_id\` integer,
  	\`programme_id\` integer,
  	\`title\` text NOT NULL,
  	\`period\` text,
  	\`place\` text,
  	\`price\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	FOREIGN KEY (\`seminar_date_id\`) REFERENCES \`seminar_dates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_items_order_idx\` ON \`bookings_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_items_parent_id_idx\` ON \`bookings_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_items_seminar_date_idx\` ON \`bookings_items\` (\`seminar_date_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_items_programme_idx\` ON \`bookings_items\` (\`programme_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_totals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_totals_order_idx\` ON \`bookings_totals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_totals_parent_id_idx\` ON \`bookings_totals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`booking_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`contact_name\` text,
  	\`contact_anrede\` text NOT NULL,
  	\`contact_titel\` text,
  	\`contact_vorname\` text NOT NULL,
  	\`contact_nachname\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`contact_telefon\` text,
  	\`contact_firma\` text,
  	\`contact_abteilung\` text,
  	\`contact_mobiltelefon\` text,
  	\`contact_fax\` text,
  	\`billing_firma\` text,
  	\`billing_abteilung\` text,
  	\`billing_ustidnr\` text,
  	\`billing_strasse\` text NOT NULL,
  	\`billing_plz\` text NOT NULL,
  	\`billing_ort\` text NOT NULL,
  	\`billing_land\` text NOT NULL,
  	\`comment\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`seats_released\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_booking_number_idx\` ON \`bookings\` (\`booking_number\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_idempotency_key_idx\` ON \`bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sent_mails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dedupe_key\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sent_mails_dedupe_key_idx\` ON \`sent_mails\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`sent_mails_updated_at_idx\` ON \`sent_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sent_mails_created_at_idx\` ON \`sent_mails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bookings_id\` integer REFERENCES bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sent_mails_id\` integer REFERENCES sent_mails(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_mails_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings_items_modules\`;`)
  await db.run(sql`DROP TABLE \`bookings_items_participants\`;`)
  await db.run(sql`DROP TABLE \`bookings_items\`;`)
  await db.run(sql`DROP TABLE \`bookings_totals\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`DROP TABLE \`sent_mails\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "seminars_id", "seminar_dates_id", "topics_id", "programmes_id", "whitepapers_id", "whitepaper_files_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id") SELECT "id", "order", "parent_id", "path", "pages_id", "seminars_id", "seminar_dates_id", "topics_id", "programmes_id", "whitepapers_id", "whitepaper_files_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
}
