import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seminars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seminars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seminars_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_seminar_dates_currency" AS ENUM('EUR', 'CHF');
  CREATE TYPE "public"."enum_topics_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__topics_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__topics_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_programmes_currency" AS ENUM('EUR', 'CHF');
  CREATE TYPE "public"."enum_programmes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programmes_v_version_currency" AS ENUM('EUR', 'CHF');
  CREATE TYPE "public"."enum__programmes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programmes_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_whitepapers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__whitepapers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__whitepapers_v_published_locale" AS ENUM('de', 'en');
  CREATE TABLE "seminars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"duration" numeric DEFAULT 2,
  	"rating" numeric,
  	"rating_count" numeric,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_seminars_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "seminars_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"slug" varchar,
  	"path" varchar,
  	"schedule" varchar,
  	"description" jsonb,
  	"target_group" jsonb,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seminars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_seminars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_duration" numeric DEFAULT 2,
  	"version_rating" numeric,
  	"version_rating_count" numeric,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__seminars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__seminars_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_seminars_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_schedule" varchar,
  	"version_description" jsonb,
  	"version_target_group" jsonb,
  	"version_contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_seminars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "seminar_dates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seminar_id" integer NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"location_id" integer NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" "enum_seminar_dates_currency" DEFAULT 'EUR' NOT NULL,
  	"seats_total" numeric DEFAULT 12 NOT NULL,
  	"seats_taken" numeric DEFAULT 0 NOT NULL,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seminar_dates_locales" (
  	"days_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 100,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_topics_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "topics_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"path" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_topics_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__topics_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__topics_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_topics_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "programmes_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "programmes_modules_locales" (
  	"title" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"price" numeric,
  	"currency" "enum_programmes_currency" DEFAULT 'EUR',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_programmes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "programmes_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "programmes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"seminars_id" integer
  );
  
  CREATE TABLE "_programmes_v_version_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programmes_v_version_modules_locales" (
  	"title" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_programmes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_price" numeric,
  	"version_currency" "enum__programmes_v_version_currency" DEFAULT 'EUR',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__programmes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__programmes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_programmes_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_programmes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"seminars_id" integer
  );
  
  CREATE TABLE "whitepapers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"gate_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_whitepapers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "whitepapers_locales" (
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whitepapers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_thumbnail_id" integer,
  	"version_gate_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__whitepapers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__whitepapers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_whitepapers_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_file_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "whitepaper_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "quick_links_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quick_links_items_locales" (
  	"title" varchar NOT NULL,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quick_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seminars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seminar_dates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "topics_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "programmes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whitepapers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whitepaper_files_id" integer;
  ALTER TABLE "seminars" ADD CONSTRAINT "seminars_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminars_locales" ADD CONSTRAINT "seminars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminars_rels" ADD CONSTRAINT "seminars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminars_rels" ADD CONSTRAINT "seminars_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminars_v" ADD CONSTRAINT "_seminars_v_parent_id_seminars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seminars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seminars_v" ADD CONSTRAINT "_seminars_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seminars_v_locales" ADD CONSTRAINT "_seminars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seminars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminars_v_rels" ADD CONSTRAINT "_seminars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_seminars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminars_v_rels" ADD CONSTRAINT "_seminars_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminar_dates" ADD CONSTRAINT "seminar_dates_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminar_dates" ADD CONSTRAINT "seminar_dates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminar_dates_locales" ADD CONSTRAINT "seminar_dates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seminar_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics" ADD CONSTRAINT "topics_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "topics_locales" ADD CONSTRAINT "topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_topics_v" ADD CONSTRAINT "_topics_v_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_topics_v" ADD CONSTRAINT "_topics_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_topics_v_locales" ADD CONSTRAINT "_topics_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_modules" ADD CONSTRAINT "programmes_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_modules_locales" ADD CONSTRAINT "programmes_modules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes_locales" ADD CONSTRAINT "programmes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_rels" ADD CONSTRAINT "programmes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_rels" ADD CONSTRAINT "programmes_rels_seminars_fk" FOREIGN KEY ("seminars_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_version_modules" ADD CONSTRAINT "_programmes_v_version_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_version_modules_locales" ADD CONSTRAINT "_programmes_v_version_modules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v_version_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_parent_id_programmes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v_locales" ADD CONSTRAINT "_programmes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_rels" ADD CONSTRAINT "_programmes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_rels" ADD CONSTRAINT "_programmes_v_rels_seminars_fk" FOREIGN KEY ("seminars_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whitepapers" ADD CONSTRAINT "whitepapers_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "whitepapers_locales" ADD CONSTRAINT "whitepapers_locales_file_id_whitepaper_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."whitepaper_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "whitepapers_locales" ADD CONSTRAINT "whitepapers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whitepapers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whitepapers_v" ADD CONSTRAINT "_whitepapers_v_parent_id_whitepapers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."whitepapers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_whitepapers_v" ADD CONSTRAINT "_whitepapers_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_whitepapers_v_locales" ADD CONSTRAINT "_whitepapers_v_locales_version_file_id_whitepaper_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."whitepaper_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_whitepapers_v_locales" ADD CONSTRAINT "_whitepapers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whitepapers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quick_links_items" ADD CONSTRAINT "quick_links_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quick_links_items_locales" ADD CONSTRAINT "quick_links_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quick_links_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "seminars_code_idx" ON "seminars" USING btree ("code");
  CREATE INDEX "seminars_image_idx" ON "seminars" USING btree ("image_id");
  CREATE INDEX "seminars_updated_at_idx" ON "seminars" USING btree ("updated_at");
  CREATE INDEX "seminars_created_at_idx" ON "seminars" USING btree ("created_at");
  CREATE INDEX "seminars__status_idx" ON "seminars" USING btree ("_status");
  CREATE INDEX "seminars_path_idx" ON "seminars_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "seminars_locales_locale_parent_id_unique" ON "seminars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "seminars_rels_order_idx" ON "seminars_rels" USING btree ("order");
  CREATE INDEX "seminars_rels_parent_idx" ON "seminars_rels" USING btree ("parent_id");
  CREATE INDEX "seminars_rels_path_idx" ON "seminars_rels" USING btree ("path");
  CREATE INDEX "seminars_rels_topics_id_idx" ON "seminars_rels" USING btree ("topics_id");
  CREATE INDEX "_seminars_v_parent_idx" ON "_seminars_v" USING btree ("parent_id");
  CREATE INDEX "_seminars_v_version_version_code_idx" ON "_seminars_v" USING btree ("version_code");
  CREATE INDEX "_seminars_v_version_version_image_idx" ON "_seminars_v" USING btree ("version_image_id");
  CREATE INDEX "_seminars_v_version_version_updated_at_idx" ON "_seminars_v" USING btree ("version_updated_at");
  CREATE INDEX "_seminars_v_version_version_created_at_idx" ON "_seminars_v" USING btree ("version_created_at");
  CREATE INDEX "_seminars_v_version_version__status_idx" ON "_seminars_v" USING btree ("version__status");
  CREATE INDEX "_seminars_v_created_at_idx" ON "_seminars_v" USING btree ("created_at");
  CREATE INDEX "_seminars_v_updated_at_idx" ON "_seminars_v" USING btree ("updated_at");
  CREATE INDEX "_seminars_v_snapshot_idx" ON "_seminars_v" USING btree ("snapshot");
  CREATE INDEX "_seminars_v_published_locale_idx" ON "_seminars_v" USING btree ("published_locale");
  CREATE INDEX "_seminars_v_latest_idx" ON "_seminars_v" USING btree ("latest");
  CREATE INDEX "_seminars_v_version_version_path_idx" ON "_seminars_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_seminars_v_locales_locale_parent_id_unique" ON "_seminars_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_seminars_v_rels_order_idx" ON "_seminars_v_rels" USING btree ("order");
  CREATE INDEX "_seminars_v_rels_parent_idx" ON "_seminars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_seminars_v_rels_path_idx" ON "_seminars_v_rels" USING btree ("path");
  CREATE INDEX "_seminars_v_rels_topics_id_idx" ON "_seminars_v_rels" USING btree ("topics_id");
  CREATE INDEX "seminar_dates_seminar_idx" ON "seminar_dates" USING btree ("seminar_id");
  CREATE INDEX "seminar_dates_start_date_idx" ON "seminar_dates" USING btree ("start_date");
  CREATE INDEX "seminar_dates_location_idx" ON "seminar_dates" USING btree ("location_id");
  CREATE INDEX "seminar_dates_updated_at_idx" ON "seminar_dates" USING btree ("updated_at");
  CREATE INDEX "seminar_dates_created_at_idx" ON "seminar_dates" USING btree ("created_at");
  CREATE UNIQUE INDEX "seminar_dates_locales_locale_parent_id_unique" ON "seminar_dates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "topics_image_idx" ON "topics" USING btree ("image_id");
  CREATE INDEX "topics_updated_at_idx" ON "topics" USING btree ("updated_at");
  CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");
  CREATE INDEX "topics__status_idx" ON "topics" USING btree ("_status");
  CREATE INDEX "topics_path_idx" ON "topics_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "topics_locales_locale_parent_id_unique" ON "topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_topics_v_parent_idx" ON "_topics_v" USING btree ("parent_id");
  CREATE INDEX "_topics_v_version_version_image_idx" ON "_topics_v" USING btree ("version_image_id");
  CREATE INDEX "_topics_v_version_version_updated_at_idx" ON "_topics_v" USING btree ("version_updated_at");
  CREATE INDEX "_topics_v_version_version_created_at_idx" ON "_topics_v" USING btree ("version_created_at");
  CREATE INDEX "_topics_v_version_version__status_idx" ON "_topics_v" USING btree ("version__status");
  CREATE INDEX "_topics_v_created_at_idx" ON "_topics_v" USING btree ("created_at");
  CREATE INDEX "_topics_v_updated_at_idx" ON "_topics_v" USING btree ("updated_at");
  CREATE INDEX "_topics_v_snapshot_idx" ON "_topics_v" USING btree ("snapshot");
  CREATE INDEX "_topics_v_published_locale_idx" ON "_topics_v" USING btree ("published_locale");
  CREATE INDEX "_topics_v_latest_idx" ON "_topics_v" USING btree ("latest");
  CREATE INDEX "_topics_v_version_version_path_idx" ON "_topics_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_topics_v_locales_locale_parent_id_unique" ON "_topics_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "programmes_modules_order_idx" ON "programmes_modules" USING btree ("_order");
  CREATE INDEX "programmes_modules_parent_id_idx" ON "programmes_modules" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "programmes_modules_locales_locale_parent_id_unique" ON "programmes_modules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "programmes_image_idx" ON "programmes" USING btree ("image_id");
  CREATE INDEX "programmes_updated_at_idx" ON "programmes" USING btree ("updated_at");
  CREATE INDEX "programmes_created_at_idx" ON "programmes" USING btree ("created_at");
  CREATE INDEX "programmes__status_idx" ON "programmes" USING btree ("_status");
  CREATE UNIQUE INDEX "programmes_locales_locale_parent_id_unique" ON "programmes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "programmes_rels_order_idx" ON "programmes_rels" USING btree ("order");
  CREATE INDEX "programmes_rels_parent_idx" ON "programmes_rels" USING btree ("parent_id");
  CREATE INDEX "programmes_rels_path_idx" ON "programmes_rels" USING btree ("path");
  CREATE INDEX "programmes_rels_seminars_id_idx" ON "programmes_rels" USING btree ("seminars_id");
  CREATE INDEX "_programmes_v_version_modules_order_idx" ON "_programmes_v_version_modules" USING btree ("_order");
  CREATE INDEX "_programmes_v_version_modules_parent_id_idx" ON "_programmes_v_version_modules" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_programmes_v_version_modules_locales_locale_parent_id_uniqu" ON "_programmes_v_version_modules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_programmes_v_parent_idx" ON "_programmes_v" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_version_version_image_idx" ON "_programmes_v" USING btree ("version_image_id");
  CREATE INDEX "_programmes_v_version_version_updated_at_idx" ON "_programmes_v" USING btree ("version_updated_at");
  CREATE INDEX "_programmes_v_version_version_created_at_idx" ON "_programmes_v" USING btree ("version_created_at");
  CREATE INDEX "_programmes_v_version_version__status_idx" ON "_programmes_v" USING btree ("version__status");
  CREATE INDEX "_programmes_v_created_at_idx" ON "_programmes_v" USING btree ("created_at");
  CREATE INDEX "_programmes_v_updated_at_idx" ON "_programmes_v" USING btree ("updated_at");
  CREATE INDEX "_programmes_v_snapshot_idx" ON "_programmes_v" USING btree ("snapshot");
  CREATE INDEX "_programmes_v_published_locale_idx" ON "_programmes_v" USING btree ("published_locale");
  CREATE INDEX "_programmes_v_latest_idx" ON "_programmes_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_programmes_v_locales_locale_parent_id_unique" ON "_programmes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_programmes_v_rels_order_idx" ON "_programmes_v_rels" USING btree ("order");
  CREATE INDEX "_programmes_v_rels_parent_idx" ON "_programmes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_rels_path_idx" ON "_programmes_v_rels" USING btree ("path");
  CREATE INDEX "_programmes_v_rels_seminars_id_idx" ON "_programmes_v_rels" USING btree ("seminars_id");
  CREATE INDEX "whitepapers_thumbnail_idx" ON "whitepapers" USING btree ("thumbnail_id");
  CREATE INDEX "whitepapers_updated_at_idx" ON "whitepapers" USING btree ("updated_at");
  CREATE INDEX "whitepapers_created_at_idx" ON "whitepapers" USING btree ("created_at");
  CREATE INDEX "whitepapers__status_idx" ON "whitepapers" USING btree ("_status");
  CREATE INDEX "whitepapers_file_idx" ON "whitepapers_locales" USING btree ("file_id","_locale");
  CREATE UNIQUE INDEX "whitepapers_locales_locale_parent_id_unique" ON "whitepapers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whitepapers_v_parent_idx" ON "_whitepapers_v" USING btree ("parent_id");
  CREATE INDEX "_whitepapers_v_version_version_thumbnail_idx" ON "_whitepapers_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_whitepapers_v_version_version_updated_at_idx" ON "_whitepapers_v" USING btree ("version_updated_at");
  CREATE INDEX "_whitepapers_v_version_version_created_at_idx" ON "_whitepapers_v" USING btree ("version_created_at");
  CREATE INDEX "_whitepapers_v_version_version__status_idx" ON "_whitepapers_v" USING btree ("version__status");
  CREATE INDEX "_whitepapers_v_created_at_idx" ON "_whitepapers_v" USING btree ("created_at");
  CREATE INDEX "_whitepapers_v_updated_at_idx" ON "_whitepapers_v" USING btree ("updated_at");
  CREATE INDEX "_whitepapers_v_snapshot_idx" ON "_whitepapers_v" USING btree ("snapshot");
  CREATE INDEX "_whitepapers_v_published_locale_idx" ON "_whitepapers_v" USING btree ("published_locale");
  CREATE INDEX "_whitepapers_v_latest_idx" ON "_whitepapers_v" USING btree ("latest");
  CREATE INDEX "_whitepapers_v_version_version_file_idx" ON "_whitepapers_v_locales" USING btree ("version_file_id","_locale");
  CREATE UNIQUE INDEX "_whitepapers_v_locales_locale_parent_id_unique" ON "_whitepapers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "whitepaper_files_updated_at_idx" ON "whitepaper_files" USING btree ("updated_at");
  CREATE INDEX "whitepaper_files_created_at_idx" ON "whitepaper_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "whitepaper_files_filename_idx" ON "whitepaper_files" USING btree ("filename");
  CREATE INDEX "quick_links_items_order_idx" ON "quick_links_items" USING btree ("_order");
  CREATE INDEX "quick_links_items_parent_id_idx" ON "quick_links_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quick_links_items_locales_locale_parent_id_unique" ON "quick_links_items_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seminars_fk" FOREIGN KEY ("seminars_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seminar_dates_fk" FOREIGN KEY ("seminar_dates_id") REFERENCES "public"."seminar_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whitepapers_fk" FOREIGN KEY ("whitepapers_id") REFERENCES "public"."whitepapers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whitepaper_files_fk" FOREIGN KEY ("whitepaper_files_id") REFERENCES "public"."whitepaper_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seminars_id_idx" ON "payload_locked_documents_rels" USING btree ("seminars_id");
  CREATE INDEX "payload_locked_documents_rels_seminar_dates_id_idx" ON "payload_locked_documents_rels" USING btree ("seminar_dates_id");
  CREATE INDEX "payload_locked_documents_rels_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("topics_id");
  CREATE INDEX "payload_locked_documents_rels_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("programmes_id");
  CREATE INDEX "payload_locked_documents_rels_whitepapers_id_idx" ON "payload_locked_documents_rels" USING btree ("whitepapers_id");
  CREATE INDEX "payload_locked_documents_rels_whitepaper_files_id_idx" ON "payload_locked_documents_rels" USING btree ("whitepaper_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seminars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminars_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminars_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminars_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_dates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_topics_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_topics_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_modules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v_version_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v_version_modules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepapers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepapers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whitepapers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whitepapers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepaper_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quick_links_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quick_links_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quick_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "seminars" CASCADE;
  DROP TABLE "seminars_locales" CASCADE;
  DROP TABLE "seminars_rels" CASCADE;
  DROP TABLE "_seminars_v" CASCADE;
  DROP TABLE "_seminars_v_locales" CASCADE;
  DROP TABLE "_seminars_v_rels" CASCADE;
  DROP TABLE "seminar_dates" CASCADE;
  DROP TABLE "seminar_dates_locales" CASCADE;
  DROP TABLE "topics" CASCADE;
  DROP TABLE "topics_locales" CASCADE;
  DROP TABLE "_topics_v" CASCADE;
  DROP TABLE "_topics_v_locales" CASCADE;
  DROP TABLE "programmes_modules" CASCADE;
  DROP TABLE "programmes_modules_locales" CASCADE;
  DROP TABLE "programmes" CASCADE;
  DROP TABLE "programmes_locales" CASCADE;
  DROP TABLE "programmes_rels" CASCADE;
  DROP TABLE "_programmes_v_version_modules" CASCADE;
  DROP TABLE "_programmes_v_version_modules_locales" CASCADE;
  DROP TABLE "_programmes_v" CASCADE;
  DROP TABLE "_programmes_v_locales" CASCADE;
  DROP TABLE "_programmes_v_rels" CASCADE;
  DROP TABLE "whitepapers" CASCADE;
  DROP TABLE "whitepapers_locales" CASCADE;
  DROP TABLE "_whitepapers_v" CASCADE;
  DROP TABLE "_whitepapers_v_locales" CASCADE;
  DROP TABLE "whitepaper_files" CASCADE;
  DROP TABLE "quick_links_items" CASCADE;
  DROP TABLE "quick_links_items_locales" CASCADE;
  DROP TABLE "quick_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seminars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seminar_dates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_topics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_programmes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whitepapers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whitepaper_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_seminars_id_idx";
  DROP INDEX "payload_locked_documents_rels_seminar_dates_id_idx";
  DROP INDEX "payload_locked_documents_rels_topics_id_idx";
  DROP INDEX "payload_locked_documents_rels_programmes_id_idx";
  DROP INDEX "payload_locked_documents_rels_whitepapers_id_idx";
  DROP INDEX "payload_locked_documents_rels_whitepaper_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seminars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seminar_dates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "topics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "programmes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whitepapers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whitepaper_files_id";
  DROP TYPE "public"."enum_seminars_status";
  DROP TYPE "public"."enum__seminars_v_version_status";
  DROP TYPE "public"."enum__seminars_v_published_locale";
  DROP TYPE "public"."enum_seminar_dates_currency";
  DROP TYPE "public"."enum_topics_status";
  DROP TYPE "public"."enum__topics_v_version_status";
  DROP TYPE "public"."enum__topics_v_published_locale";
  DROP TYPE "public"."enum_programmes_currency";
  DROP TYPE "public"."enum_programmes_status";
  DROP TYPE "public"."enum__programmes_v_version_currency";
  DROP TYPE "public"."enum__programmes_v_version_status";
  DROP TYPE "public"."enum__programmes_v_published_locale";
  DROP TYPE "public"."enum_whitepapers_status";
  DROP TYPE "public"."enum__whitepapers_v_version_status";
  DROP TYPE "public"."enum__whitepapers_v_published_locale";`)
}
