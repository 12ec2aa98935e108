import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waiting_list_entries_waiting_status" AS ENUM('waiting', 'offered', 'booked', 'expired');
  CREATE TYPE "public"."enum_waiting_list_entries_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_date_alerts_alert_status" AS ENUM('pending', 'confirmed', 'notified', 'unsubscribed');
  CREATE TYPE "public"."enum_date_alerts_language" AS ENUM('de', 'en');
  CREATE TABLE "waiting_list_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seminar_date_id" integer,
  	"date_label" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"teilnehmer" numeric NOT NULL,
  	"waiting_status" "enum_waiting_list_entries_waiting_status" DEFAULT 'waiting' NOT NULL,
  	"seats_held" numeric DEFAULT 0,
  	"offered_at" timestamp(3) with time zone,
  	"offer_expires_at" timestamp(3) with time zone,
  	"booking_number" varchar,
  	"spam" boolean DEFAULT false,
  	"language" "enum_waiting_list_entries_language" DEFAULT 'de' NOT NULL,
  	"request_page" varchar,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "date_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seminar_id" integer,
  	"seminar_title" varchar,
  	"email" varchar NOT NULL,
  	"alert_status" "enum_date_alerts_alert_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"notified_at" timestamp(3) with time zone,
  	"spam" boolean DEFAULT false,
  	"language" "enum_date_alerts_language" DEFAULT 'de' NOT NULL,
  	"request_page" varchar,
  	"token_hash" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiting_list_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "date_alerts_id" integer;
  ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_seminar_date_id_seminar_dates_id_fk" FOREIGN KEY ("seminar_date_id") REFERENCES "public"."seminar_dates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "date_alerts" ADD CONSTRAINT "date_alerts_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waiting_list_entries_seminar_date_idx" ON "waiting_list_entries" USING btree ("seminar_date_id");
  CREATE INDEX "waiting_list_entries_email_idx" ON "waiting_list_entries" USING btree ("email");
  CREATE INDEX "waiting_list_entries_waiting_status_idx" ON "waiting_list_entries" USING btree ("waiting_status");
  CREATE INDEX "waiting_list_entries_offer_expires_at_idx" ON "waiting_list_entries" USING btree ("offer_expires_at");
  CREATE INDEX "waiting_list_entries_spam_idx" ON "waiting_list_entries" USING btree ("spam");
  CREATE INDEX "waiting_list_entries_token_hash_idx" ON "waiting_list_entries" USING btree ("token_hash");
  CREATE INDEX "waiting_list_entries_updated_at_idx" ON "waiting_list_entries" USING btree ("updated_at");
  CREATE INDEX "waiting_list_entries_created_at_idx" ON "waiting_list_entries" USING btree ("created_at");
  CREATE INDEX "date_alerts_seminar_idx" ON "date_alerts" USING btree ("seminar_id");
  CREATE INDEX "date_alerts_email_idx" ON "date_alerts" USING btree ("email");
  CREATE INDEX "date_alerts_alert_status_idx" ON "date_alerts" USING btree ("alert_status");
  CREATE INDEX "date_alerts_spam_idx" ON "date_alerts" USING btree ("spam");
  CREATE INDEX "date_alerts_token_hash_idx" ON "date_alerts" USING btree ("token_hash");
  CREATE INDEX "date_alerts_updated_at_idx" ON "date_alerts" USING btree ("updated_at");
  CREATE INDEX "date_alerts_created_at_idx" ON "date_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiting_list_entries_fk" FOREIGN KEY ("waiting_list_entries_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_date_alerts_fk" FOREIGN KEY ("date_alerts_id") REFERENCES "public"."date_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waiting_list_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waiting_list_entries_id");
  CREATE INDEX "payload_locked_documents_rels_date_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("date_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waiting_list_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "date_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waiting_list_entries" CASCADE;
  DROP TABLE "date_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiting_list_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_date_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_waiting_list_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_date_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiting_list_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "date_alerts_id";
  DROP TYPE "public"."enum_waiting_list_entries_waiting_status";
  DROP TYPE "public"."enum_waiting_list_entries_language";
  DROP TYPE "public"."enum_date_alerts_alert_status";
  DROP TYPE "public"."enum_date_alerts_language";`)
}
