import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_items_participants_anrede" AS ENUM('Herr', 'Frau');
  CREATE TYPE "public"."enum_bookings_items_participants_titel" AS ENUM('Dipl. Ing.', 'Mag.', 'Dr.', 'Prof.', 'Prof. Dr.');
  CREATE TYPE "public"."enum_bookings_items_type" AS ENUM('seminar', 'qualifizierungsprogramm');
  CREATE TYPE "public"."enum_bookings_items_currency" AS ENUM('EUR', 'CHF');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('new', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_bookings_kind" AS ENUM('buchung', 'reservierung');
  CREATE TYPE "public"."enum_bookings_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_bookings_contact_anrede" AS ENUM('Herr', 'Frau');
  CREATE TYPE "public"."enum_bookings_contact_titel" AS ENUM('Dipl. Ing.', 'Mag.', 'Dr.', 'Prof.', 'Prof. Dr.');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail');
  CREATE TABLE "bookings_items_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"module_id" varchar,
  	"title" varchar,
  	"seminar_date_id" integer,
  	"period" varchar,
  	"place" varchar
  );
  
  CREATE TABLE "bookings_items_participants" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anrede" "enum_bookings_items_participants_anrede" NOT NULL,
  	"titel" "enum_bookings_items_participants_titel",
  	"vorname" varchar NOT NULL,
  	"nachname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefon" varchar,
  	"firma" varchar,
  	"abteilung" varchar
  );
  
  CREATE TABLE "bookings_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_bookings_items_type" NOT NULL,
  	"seminar_date_id" integer,
  	"programme_id" integer,
  	"title" varchar NOT NULL,
  	"period" varchar,
  	"place" varchar,
  	"price" numeric NOT NULL,
  	"currency" "enum_bookings_items_currency" NOT NULL
  );
  
  CREATE TABLE "bookings_totals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_number" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'new' NOT NULL,
  	"kind" "enum_bookings_kind" NOT NULL,
  	"language" "enum_bookings_language" NOT NULL,
  	"contact_name" varchar,
  	"contact_anrede" "enum_bookings_contact_anrede" NOT NULL,
  	"contact_titel" "enum_bookings_contact_titel",
  	"contact_vorname" varchar NOT NULL,
  	"contact_nachname" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_telefon" varchar,
  	"contact_firma" varchar,
  	"contact_abteilung" varchar,
  	"contact_mobiltelefon" varchar,
  	"contact_fax" varchar,
  	"billing_firma" varchar,
  	"billing_abteilung" varchar,
  	"billing_ustidnr" varchar,
  	"billing_strasse" varchar NOT NULL,
  	"billing_plz" varchar NOT NULL,
  	"billing_ort" varchar NOT NULL,
  	"billing_land" varchar NOT NULL,
  	"comment" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"seats_released" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sent_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dedupe_key" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sent_mails_id" integer;
  ALTER TABLE "bookings_items_modules" ADD CONSTRAINT "bookings_items_modules_seminar_date_id_seminar_dates_id_fk" FOREIGN KEY ("seminar_date_id") REFERENCES "public"."seminar_dates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_items_modules" ADD CONSTRAINT "bookings_items_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_items_participants" ADD CONSTRAINT "bookings_items_participants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_items" ADD CONSTRAINT "bookings_items_seminar_date_id_seminar_dates_id_fk" FOREIGN KEY ("seminar_date_id") REFERENCES "public"."seminar_dates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_items" ADD CONSTRAINT "bookings_items_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_items" ADD CONSTRAINT "bookings_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_totals" ADD CONSTRAINT "bookings_totals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_items_modules_order_idx" ON "bookings_items_modules" USING btree ("_order");
  CREATE INDEX "bookings_items_modules_parent_id_idx" ON "bookings_items_modules" USING btree ("_parent_id");
  CREATE INDEX "bookings_items_modules_seminar_date_idx" ON "bookings_items_modules" USING btree ("seminar_date_id");
  CREATE INDEX "bookings_items_participants_order_idx" ON "bookings_items_participants" USING btree ("_order");
  CREATE INDEX "bookings_items_participants_parent_id_idx" ON "bookings_items_participants" USING btree ("_parent_id");
  CREATE INDEX "bookings_items_order_idx" ON "bookings_items" USING btree ("_order");
  CREATE INDEX "bookings_items_parent_id_idx" ON "bookings_items" USING btree ("_parent_id");
  CREATE INDEX "bookings_items_seminar_date_idx" ON "bookings_items" USING btree ("seminar_date_id");
  CREATE INDEX "bookings_items_programme_idx" ON "bookings_items" USING btree ("programme_id");
  CREATE INDEX "bookings_totals_order_idx" ON "bookings_totals" USING btree ("_order");
  CREATE INDEX "bookings_totals_parent_id_idx" ON "bookings_totals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "bookings_booking_number_idx" ON "bookings" USING btree ("booking_number");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE UNIQUE INDEX "bookings_idempotency_key_idx" ON "bookings" USING btree ("idempotency_key");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "sent_mails_dedupe_key_idx" ON "sent_mails" USING btree ("dedupe_key");
  CREATE INDEX "sent_mails_updated_at_idx" ON "sent_mails" USING btree ("updated_at");
  CREATE INDEX "sent_mails_created_at_idx" ON "sent_mails" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sent_mails_fk" FOREIGN KEY ("sent_mails_id") REFERENCES "public"."sent_mails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_sent_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("sent_mails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_items_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_items_participants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_totals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sent_mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_items_modules" CASCADE;
  DROP TABLE "bookings_items_participants" CASCADE;
  DROP TABLE "bookings_items" CASCADE;
  DROP TABLE "bookings_totals" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "sent_mails" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sent_mails_fk";
  
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_sent_mails_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sent_mails_id";
  DROP TYPE "public"."enum_bookings_items_participants_anrede";
  DROP TYPE "public"."enum_bookings_items_participants_titel";
  DROP TYPE "public"."enum_bookings_items_type";
  DROP TYPE "public"."enum_bookings_items_currency";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_kind";
  DROP TYPE "public"."enum_bookings_language";
  DROP TYPE "public"."enum_bookings_contact_anrede";
  DROP TYPE "public"."enum_bookings_contact_titel";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
