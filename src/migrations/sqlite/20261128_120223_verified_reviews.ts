import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`moderated_at\` text,
  	\`rejection_reason\` text,
  	\`title\` text,
  	\`stars\` numeric NOT NULL,
  	\`language\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`show_name\` integer DEFAULT false,
  	\`author_name\` text,
  	\`seminar_id\` integer NOT NULL,
  	\`seminar_date_id\` integer,
  	\`attended_until\` text NOT NULL,
  	\`booking_id\` integer,
  	\`customer_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seminar_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seminar_date_id\`) REFERENCES \`seminar_dates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_status_idx\` ON \`reviews\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reviews_seminar_idx\` ON \`reviews\` (\`seminar_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_seminar_date_idx\` ON \`reviews\` (\`seminar_date_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_booking_idx\` ON \`reviews\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_customer_idx\` ON \`reviews\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`booking_seminarDate_idx\` ON \`reviews\` (\`booking_id\`,\`seminar_date_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reviews_id\` integer REFERENCES reviews(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`ALTER TABLE \`seminars\` DROP COLUMN \`rating\`;`)
  await db.run(sql`ALTER TABLE \`seminars\` DROP COLUMN \`rating_count\`;`)
  await db.run(sql`ALTER TABLE \`_seminars_v\` DROP COLUMN \`version_rating\`;`)
  await db.run(sql`ALTER TABLE \`_seminars_v\` DROP COLUMN \`version_rating_count\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reviews\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepaper_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepaper_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_mails_id\`);`)
  await db.run(sql`ALTER TABLE \`seminars\` ADD \`rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`seminars\` ADD \`rating_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`_seminars_v\` ADD \`version_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_seminars_v\` ADD \`version_rating_count\` numeric;`)
}
