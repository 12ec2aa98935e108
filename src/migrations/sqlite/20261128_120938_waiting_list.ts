import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`waiting_list_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seminar_date_id\` integer,
  	\`date_label\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`teilnehmer\` numeric NOT NULL,
  	\`waiting_status\` text DEFAULT 'waiting' NOT NULL,
  	\`seats_held\` numeric DEFAULT 0,
  	\`offered_at\` text,
  	\`offer_expires_at\` text,
  	\`booking_number\` text,
  	\`spam\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`request_page\` text,
  	\`token_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seminar_date_id\`) REFERENCES \`seminar_dates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_seminar_date_idx\` ON \`waiting_list_entries\` (\`seminar_date_id\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_email_idx\` ON \`waiting_list_entries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_waiting_status_idx\` ON \`waiting_list_entries\` (\`waiting_status\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_offer_expires_at_idx\` ON \`waiting_list_entries\` (\`offer_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_spam_idx\` ON \`waiting_list_entries\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_token_hash_idx\` ON \`waiting_list_entries\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_updated_at_idx\` ON \`waiting_list_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`waiting_list_entries_created_at_idx\` ON \`waiting_list_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`date_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seminar_id\` integer,
  	\`seminar_title\` text,
  	\`email\` text NOT NULL,
  	\`alert_status\` text DEFAULT 'pending' NOT NULL,
  	\`confirmed_at\` text,
  	\`notified_at\` text,
  	\`spam\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`request_page\` text,
  	\`token_hash\` text,
  	\`token_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seminar_id\`) REFERENCES \`seminars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`date_alerts_seminar_idx\` ON \`date_alerts\` (\`seminar_id\`);`)
  await db.run(sql`CREATE INDEX \`date_alerts_email_idx\` ON \`date_alerts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`date_alerts_alert_status_idx\` ON \`date_alerts\` (\`alert_status\`);`)
  await db.run(sql`CREATE INDEX \`date_alerts_spam_idx\` ON \`date_alerts\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`date_alerts_token_hash_idx\` ON \`date_alerts\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`date_alerts_updated_at_idx\` ON \`date_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`date_alerts_created_at_idx\` ON \`date_alerts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`waiting_list_entries_id\` integer REFERENCES waiting_list_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`date_alerts_id\` integer REFERENCES date_alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_waiting_list_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`waiting_list_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_date_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`date_alerts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`waiting_list_entries\`;`)
  await db.run(sql`DROP TABLE \`date_alerts\`;`)
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
}
