import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seminar_dates_format" AS ENUM('in_person', 'online', 'blended');
  CREATE TYPE "public"."enum_trainers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trainers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trainers_v_published_locale" AS ENUM('de', 'en');
  CREATE TABLE "trainers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_trainers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "trainers_locales" (
  	"slug" varchar,
  	"path" varchar,
  	"role" varchar,
  	"biography" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trainers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_trainers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trainers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__trainers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_trainers_v_locales" (
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_role" varchar,
  	"version_biography" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trainers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  ALTER TABLE "seminar_dates" ALTER COLUMN "location_id" DROP NOT NULL;
  ALTER TABLE "seminars_rels" ADD COLUMN "trainers_id" integer;
  ALTER TABLE "_seminars_v_rels" ADD COLUMN "trainers_id" integer;
  ALTER TABLE "seminar_dates" ADD COLUMN "format" "enum_seminar_dates_format" DEFAULT 'in_person';
  ALTER TABLE "seminar_dates_locales" ADD COLUMN "online_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trainers_id" integer;
  ALTER TABLE "site_settings_locales" ADD COLUMN "online_note" varchar;
  ALTER TABLE "trainers" ADD CONSTRAINT "trainers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trainers_locales" ADD CONSTRAINT "trainers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trainers_rels" ADD CONSTRAINT "trainers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trainers_rels" ADD CONSTRAINT "trainers_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trainers_v" ADD CONSTRAINT "_trainers_v_parent_id_trainers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trainers_v" ADD CONSTRAINT "_trainers_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trainers_v_locales" ADD CONSTRAINT "_trainers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trainers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trainers_v_rels" ADD CONSTRAINT "_trainers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_trainers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trainers_v_rels" ADD CONSTRAINT "_trainers_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trainers_photo_idx" ON "trainers" USING btree ("photo_id");
  CREATE INDEX "trainers_updated_at_idx" ON "trainers" USING btree ("updated_at");
  CREATE INDEX "trainers_created_at_idx" ON "trainers" USING btree ("created_at");
  CREATE INDEX "trainers__status_idx" ON "trainers" USING btree ("_status");
  CREATE INDEX "trainers_path_idx" ON "trainers_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "trainers_locales_locale_parent_id_unique" ON "trainers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "trainers_rels_order_idx" ON "trainers_rels" USING btree ("order");
  CREATE INDEX "trainers_rels_parent_idx" ON "trainers_rels" USING btree ("parent_id");
  CREATE INDEX "trainers_rels_path_idx" ON "trainers_rels" USING btree ("path");
  CREATE INDEX "trainers_rels_topics_id_idx" ON "trainers_rels" USING btree ("topics_id");
  CREATE INDEX "_trainers_v_parent_idx" ON "_trainers_v" USING btree ("parent_id");
  CREATE INDEX "_trainers_v_version_version_photo_idx" ON "_trainers_v" USING btree ("version_photo_id");
  CREATE INDEX "_trainers_v_version_version_updated_at_idx" ON "_trainers_v" USING btree ("version_updated_at");
  CREATE INDEX "_trainers_v_version_version_created_at_idx" ON "_trainers_v" USING btree ("version_created_at");
  CREATE INDEX "_trainers_v_version_version__status_idx" ON "_trainers_v" USING btree ("version__status");
  CREATE INDEX "_trainers_v_created_at_idx" ON "_trainers_v" USING btree ("created_at");
  CREATE INDEX "_trainers_v_updated_at_idx" ON "_trainers_v" USING btree ("updated_at");
  CREATE INDEX "_trainers_v_snapshot_idx" ON "_trainers_v" USING btree ("snapshot");
  CREATE INDEX "_trainers_v_published_locale_idx" ON "_trainers_v" USING btree ("published_locale");
  CREATE INDEX "_trainers_v_latest_idx" ON "_trainers_v" USING btree ("latest");
  CREATE INDEX "_trainers_v_version_version_path_idx" ON "_trainers_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_trainers_v_locales_locale_parent_id_unique" ON "_trainers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_trainers_v_rels_order_idx" ON "_trainers_v_rels" USING btree ("order");
  CREATE INDEX "_trainers_v_rels_parent_idx" ON "_trainers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_trainers_v_rels_path_idx" ON "_trainers_v_rels" USING btree ("path");
  CREATE INDEX "_trainers_v_rels_topics_id_idx" ON "_trainers_v_rels" USING btree ("topics_id");
  ALTER TABLE "seminars_rels" ADD CONSTRAINT "seminars_rels_trainers_fk" FOREIGN KEY ("trainers_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminars_v_rels" ADD CONSTRAINT "_seminars_v_rels_trainers_fk" FOREIGN KEY ("trainers_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trainers_fk" FOREIGN KEY ("trainers_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seminars_rels_trainers_id_idx" ON "seminars_rels" USING btree ("trainers_id");
  CREATE INDEX "_seminars_v_rels_trainers_id_idx" ON "_seminars_v_rels" USING btree ("trainers_id");
  CREATE INDEX "payload_locked_documents_rels_trainers_id_idx" ON "payload_locked_documents_rels" USING btree ("trainers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trainers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trainers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trainers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trainers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trainers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trainers_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trainers" CASCADE;
  DROP TABLE "trainers_locales" CASCADE;
  DROP TABLE "trainers_rels" CASCADE;
  DROP TABLE "_trainers_v" CASCADE;
  DROP TABLE "_trainers_v_locales" CASCADE;
  DROP TABLE "_trainers_v_rels" CASCADE;
  ALTER TABLE "seminars_rels" DROP CONSTRAINT "seminars_rels_trainers_fk";
  
  ALTER TABLE "_seminars_v_rels" DROP CONSTRAINT "_seminars_v_rels_trainers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trainers_fk";
  
  DROP INDEX "seminars_rels_trainers_id_idx";
  DROP INDEX "_seminars_v_rels_trainers_id_idx";
  DROP INDEX "payload_locked_documents_rels_trainers_id_idx";
  ALTER TABLE "seminar_dates" ALTER COLUMN "location_id" SET NOT NULL;
  ALTER TABLE "seminars_rels" DROP COLUMN "trainers_id";
  ALTER TABLE "_seminars_v_rels" DROP COLUMN "trainers_id";
  ALTER TABLE "seminar_dates" DROP COLUMN "format";
  ALTER TABLE "seminar_dates_locales" DROP COLUMN "online_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trainers_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "online_note";
  DROP TYPE "public"."enum_seminar_dates_format";
  DROP TYPE "public"."enum_trainers_status";
  DROP TYPE "public"."enum__trainers_v_version_status";
  DROP TYPE "public"."enum__trainers_v_published_locale";`)
}
