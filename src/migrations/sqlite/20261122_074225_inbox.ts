import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`spam\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`request_page\` text,
  	\`form_type\` text NOT NULL,
  	\`anrede\` text,
  	\`titel\` text,
  	\`vorname\` text,
  	\`nachname\` text,
  	\`display_name\` text,
  	\`firma\` text,
  	\`abteilung\` text,
  	\`strasse\` text,
  	\`plz\` text,
  	\`ort\` text,
  	\`land\` text,
  	\`email\` text NOT NULL,
  	\`telefon\` text,
  	\`mobiltelefon\` text,
  	\`fax\` text,
  	\`info\` text,
  	\`mitteilung\` text,
  	\`medium\` text,
  	\`medium_other\` text,
  	\`email_bestaetigung\` integer,
  	\`newsletter\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_spam_idx\` ON \`contact_messages\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`callback_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`spam\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`request_page\` text,
  	\`termin\` text NOT NULL,
  	\`telefon\` text NOT NULL,
  	\`anrede\` text,
  	\`titel\` text,
  	\`vorname\` text,
  	\`nachname\` text,
  	\`display_name\` text,
  	\`firma\` text,
  	\`abteilung\` text,
  	\`plz\` text,
  	\`email\` text NOT NULL,
  	\`mitteilung\` text,
  	\`medium\` text,
  	\`medium_other\` text,
  	\`email_bestaetigung\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`callback_requests_status_idx\` ON \`callback_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_spam_idx\` ON \`callback_requests\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_email_idx\` ON \`callback_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_updated_at_idx\` ON \`callback_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_created_at_idx\` ON \`callback_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`whitepaper_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`spam\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`request_page\` text,
  	\`whitepaper_id\` integer NOT NULL,
  	\`whitepaper_title\` text,
  	\`anrede\` text,
  	\`titel\` text,
  	\`vorname\` text,
  	\`nachname\` text,
  	\`display_name\` text,
  	\`firma\` text,
  	\`abteilung\` text,
  	\`strasse\` text,
  	\`plz\` text,
  	\`ort\` text,
  	\`land\` text,
  	\`email\` text NOT NULL,
  	\`downloads\` numeric DEFAULT 0,
  	\`last_download_at\` text,
  	\`code_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`whitepaper_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whitepaper_requests_status_idx\` ON \`whitepaper_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`whitepaper_requests_spam_idx\` ON \`whitepaper_requests\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`whitepaper_requests_whitepaper_idx\` ON \`whitepaper_requests\` (\`whitepaper_id\`);`)
  await db.run(sql`CREATE INDEX \`whitepaper_requests_email_idx\` ON \`whitepaper_requests\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whitepaper_requests_code_hash_idx\` ON \`whitepaper_requests\` (\`code_hash\`);`)
  await db.run(sql`CREATE INDEX \`whitepaper_requests_updated_at_idx\` ON \`whitepaper_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whitepaper_requests_created_at_idx\` ON \`whitepaper_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subscription\` text DEFAULT 'pending' NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`spam\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`request_page\` text,
  	\`email\` text NOT NULL,
  	\`anrede\` text,
  	\`vorname\` text,
  	\`nachname\` text,
  	\`display_name\` text,
  	\`token_hash\` text,
  	\`token_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_subscription_idx\` ON \`newsletter_subscriptions\` (\`subscription\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_spam_idx\` ON \`newsletter_subscriptions\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_token_hash_idx\` ON \`newsletter_subscriptions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`callback_requests_id\` integer REFERENCES callback_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whitepaper_requests_id\` integer REFERENCES whitepaper_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscriptions_id\` integer REFERENCES newsletter_subscriptions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepaper_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepaper_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_form_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_portal_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`callback_requests\`;`)
  await db.run(sql`DROP TABLE \`whitepaper_requests\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
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
  	FOREIGN KEY (\`sent_mails_id\`) REFERENCES \`sent_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "seminars_id", "seminar_dates_id", "topics_id", "programmes_id", "whitepapers_id", "whitepaper_files_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id", "bookings_id", "sent_mails_id") SELECT "id", "order", "parent_id", "path", "pages_id", "seminars_id", "seminar_dates_id", "topics_id", "programmes_id", "whitepapers_id", "whitepaper_files_id", "blog_posts_id", "blog_topics_id", "news_id", "locations_id", "media_id", "users_id", "customers_id", "bookings_id", "sent_mails_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_mails_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_form_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_portal_id\`;`)
}
