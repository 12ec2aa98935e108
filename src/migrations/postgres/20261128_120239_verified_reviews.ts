import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_reviews_language" AS ENUM('de', 'en');
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"moderated_at" timestamp(3) with time zone,
  	"rejection_reason" varchar,
  	"title" varchar,
  	"stars" numeric NOT NULL,
  	"language" "enum_reviews_language" NOT NULL,
  	"text" varchar NOT NULL,
  	"show_name" boolean DEFAULT false,
  	"author_name" varchar,
  	"seminar_id" integer NOT NULL,
  	"seminar_date_id" integer,
  	"attended_until" timestamp(3) with time zone NOT NULL,
  	"booking_id" integer,
  	"customer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seminar_date_id_seminar_dates_id_fk" FOREIGN KEY ("seminar_date_id") REFERENCES "public"."seminar_dates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_seminar_idx" ON "reviews" USING btree ("seminar_id");
  CREATE INDEX "reviews_seminar_date_idx" ON "reviews" USING btree ("seminar_date_id");
  CREATE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");
  CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "booking_seminarDate_idx" ON "reviews" USING btree ("booking_id","seminar_date_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  ALTER TABLE "seminars" DROP COLUMN "rating";
  ALTER TABLE "seminars" DROP COLUMN "rating_count";
  ALTER TABLE "_seminars_v" DROP COLUMN "version_rating";
  ALTER TABLE "_seminars_v" DROP COLUMN "version_rating_count";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "seminars" ADD COLUMN "rating" numeric;
  ALTER TABLE "seminars" ADD COLUMN "rating_count" numeric;
  ALTER TABLE "_seminars_v" ADD COLUMN "version_rating" numeric;
  ALTER TABLE "_seminars_v" ADD COLUMN "version_rating_count" numeric;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_language";`)
}
