import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'done');
  CREATE TYPE "public"."enum_contact_messages_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_contact_messages_form_type" AS ENUM('kontaktFormLong', 'kontaktFormShort');
  CREATE TYPE "public"."enum_contact_messages_anrede" AS ENUM('Herr', 'Frau');
  CREATE TYPE "public"."enum_contact_messages_titel" AS ENUM('Dipl. Ing.', 'Mag.', 'Dr.', 'Prof.', 'Prof. Dr.');
  CREATE TYPE "public"."enum_contact_messages_medium" AS ENUM('Suchmaschine', 'Weiterempfehlung', 'Personalabteilung', 'Seminarportal', 'Social Media', 'Newsletter', 'Werbebroschüre', 'Sonstige');
  CREATE TYPE "public"."enum_callback_requests_status" AS ENUM('new', 'done');
  CREATE TYPE "public"."enum_callback_requests_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_callback_requests_anrede" AS ENUM('Herr', 'Frau');
  CREATE TYPE "public"."enum_callback_requests_titel" AS ENUM('Dipl. Ing.', 'Mag.', 'Dr.', 'Prof.', 'Prof. Dr.');
  CREATE TYPE "public"."enum_callback_requests_medium" AS ENUM('Suchmaschine', 'Weiterempfehlung', 'Personalabteilung', 'Seminarportal', 'Social Media', 'Newsletter', 'Werbebroschüre', 'Sonstige');
  CREATE TYPE "public"."enum_whitepaper_requests_status" AS ENUM('new', 'done');
  CREATE TYPE "public"."enum_whitepaper_requests_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_whitepaper_requests_anrede" AS ENUM('Herr', 'Frau');
  CREATE TYPE "public"."enum_whitepaper_requests_titel" AS ENUM('Dipl. Ing.', 'Mag.', 'Dr.', 'Prof.', 'Prof. Dr.');
  CREATE TYPE "public"."enum_newsletter_subscriptions_subscription" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscriptions_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_newsletter_subscriptions_anrede" AS ENUM('Herr', 'Frau', 'Firma');
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"staff_note" varchar,
  	"spam" boolean DEFAULT false,
  	"language" "enum_contact_messages_language" DEFAULT 'de' NOT NULL,
  	"request_page" varchar,
  	"form_type" "enum_contact_messages_form_type" NOT NULL,
  	"anrede" "enum_contact_messages_anrede",
  	"titel" "enum_contact_messages_titel",
  	"vorname" varchar,
  	"nachname" varchar,
  	"display_name" varchar,
  	"firma" varchar,
  	"abteilung" varchar,
  	"strasse" varchar,
  	"plz" varchar,
  	"ort" varchar,
  	"land" varchar,
  	"email" varchar NOT NULL,
  	"telefon" varchar,
  	"mobiltelefon" varchar,
  	"fax" varchar,
  	"info" varchar,
  	"mitteilung" varchar,
  	"medium" "enum_contact_messages_medium",
  	"medium_other" varchar,
  	"email_bestaetigung" boolean,
  	"newsletter" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "callback_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_callback_requests_status" DEFAULT 'new' NOT NULL,
  	"staff_note" varchar,
  	"spam" boolean DEFAULT false,
  	"language" "enum_callback_requests_language" DEFAULT 'de' NOT NULL,
  	"request_page" varchar,
  	"termin" varchar NOT NULL,
  	"telefon" varchar NOT NULL,
  	"anrede" "enum_callback_requests_anrede",
  	"titel" "enum_callback_requests_titel",
  	"vorname" varchar,
  	"nachname" varchar,
  	"display_name" varchar,
  	"firma" varchar,
  	"abteilung" varchar,
  	"plz" varchar,
  	"email" varchar NOT NULL,
  	"mitteilung" varchar,
  	"medium" "enum_callback_requests_medium",
  	"medium_other" varchar,
  	"email_bestaetigung" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whitepaper_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_whitepaper_requests_status" DEFAULT 'new' NOT NULL,
  	"staff_note" varchar,
  	"spam" boolean DEFAULT false,
  	"language" "enum_whitepaper_requests_language" DEFAULT 'de' NOT NULL,
  	"request_page" varchar,
  	"whitepaper_id" integer NOT NULL,
  	"whitepaper_title" varchar,
  	"anrede" "enum_whitepaper_requests_anrede",
  	"titel" "enum_whitepaper_requests_titel",
  	"vorname" varchar,
  	"nachname" varchar,
  	"display_name" varchar,
  	"firma" varchar,
  	"abteilung" varchar,
  	"strasse" varchar,
  	"plz" varchar,
  	"ort" varchar,
  	"land" varchar,
  	"email" varchar NOT NULL,
  	"downloads" numeric DEFAULT 0,
  	"last_download_at" timestamp(3) with time zone,
  	"code_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscription" "enum_newsletter_subscriptions_subscription" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"spam" boolean DEFAULT false,
  	"language" "enum_newsletter_subscriptions_language" DEFAULT 'de' NOT NULL,
  	"request_page" varchar,
  	"email" varchar NOT NULL,
  	"anrede" "enum_newsletter_subscriptions_anrede",
  	"vorname" varchar,
  	"nachname" varchar,
  	"display_name" varchar,
  	"token_hash" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "callback_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whitepaper_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscriptions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_form_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_portal_id" varchar;
  ALTER TABLE "whitepaper_requests" ADD CONSTRAINT "whitepaper_requests_whitepaper_id_whitepapers_id_fk" FOREIGN KEY ("whitepaper_id") REFERENCES "public"."whitepapers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_spam_idx" ON "contact_messages" USING btree ("spam");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "callback_requests_status_idx" ON "callback_requests" USING btree ("status");
  CREATE INDEX "callback_requests_spam_idx" ON "callback_requests" USING btree ("spam");
  CREATE INDEX "callback_requests_email_idx" ON "callback_requests" USING btree ("email");
  CREATE INDEX "callback_requests_updated_at_idx" ON "callback_requests" USING btree ("updated_at");
  CREATE INDEX "callback_requests_created_at_idx" ON "callback_requests" USING btree ("created_at");
  CREATE INDEX "whitepaper_requests_status_idx" ON "whitepaper_requests" USING btree ("status");
  CREATE INDEX "whitepaper_requests_spam_idx" ON "whitepaper_requests" USING btree ("spam");
  CREATE INDEX "whitepaper_requests_whitepaper_idx" ON "whitepaper_requests" USING btree ("whitepaper_id");
  CREATE INDEX "whitepaper_requests_email_idx" ON "whitepaper_requests" USING btree ("email");
  CREATE UNIQUE INDEX "whitepaper_requests_code_hash_idx" ON "whitepaper_requests" USING btree ("code_hash");
  CREATE INDEX "whitepaper_requests_updated_at_idx" ON "whitepaper_requests" USING btree ("updated_at");
  CREATE INDEX "whitepaper_requests_created_at_idx" ON "whitepaper_requests" USING btree ("created_at");
  CREATE INDEX "newsletter_subscriptions_subscription_idx" ON "newsletter_subscriptions" USING btree ("subscription");
  CREATE INDEX "newsletter_subscriptions_spam_idx" ON "newsletter_subscriptions" USING btree ("spam");
  CREATE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");
  CREATE INDEX "newsletter_subscriptions_token_hash_idx" ON "newsletter_subscriptions" USING btree ("token_hash");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_callback_requests_fk" FOREIGN KEY ("callback_requests_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whitepaper_requests_fk" FOREIGN KEY ("whitepaper_requests_id") REFERENCES "public"."whitepaper_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_callback_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("callback_requests_id");
  CREATE INDEX "payload_locked_documents_rels_whitepaper_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("whitepaper_requests_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "callback_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepaper_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "callback_requests" CASCADE;
  DROP TABLE "whitepaper_requests" CASCADE;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_callback_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whitepaper_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_callback_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_whitepaper_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "callback_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whitepaper_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscriptions_id";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_form_id";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_portal_id";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_language";
  DROP TYPE "public"."enum_contact_messages_form_type";
  DROP TYPE "public"."enum_contact_messages_anrede";
  DROP TYPE "public"."enum_contact_messages_titel";
  DROP TYPE "public"."enum_contact_messages_medium";
  DROP TYPE "public"."enum_callback_requests_status";
  DROP TYPE "public"."enum_callback_requests_language";
  DROP TYPE "public"."enum_callback_requests_anrede";
  DROP TYPE "public"."enum_callback_requests_titel";
  DROP TYPE "public"."enum_callback_requests_medium";
  DROP TYPE "public"."enum_whitepaper_requests_status";
  DROP TYPE "public"."enum_whitepaper_requests_language";
  DROP TYPE "public"."enum_whitepaper_requests_anrede";
  DROP TYPE "public"."enum_whitepaper_requests_titel";
  DROP TYPE "public"."enum_newsletter_subscriptions_subscription";
  DROP TYPE "public"."enum_newsletter_subscriptions_language";
  DROP TYPE "public"."enum_newsletter_subscriptions_anrede";`)
}
