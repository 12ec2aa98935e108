import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seminars_included" AS ENUM('unterlagen', 'verpflegung', 'zertifikat', 'nachtreffen');
  CREATE TYPE "public"."enum__seminars_v_version_included" AS ENUM('unterlagen', 'verpflegung', 'zertifikat', 'nachtreffen');
  CREATE TABLE "seminars_included" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_seminars_included",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_seminars_v_version_included" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__seminars_v_version_included",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "seminars_locales" ADD COLUMN "benefits" jsonb;
  ALTER TABLE "_seminars_v_locales" ADD COLUMN "version_benefits" jsonb;
  ALTER TABLE "seminars_included" ADD CONSTRAINT "seminars_included_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminars_v_version_included" ADD CONSTRAINT "_seminars_v_version_included_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_seminars_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seminars_included_order_idx" ON "seminars_included" USING btree ("order");
  CREATE INDEX "seminars_included_parent_idx" ON "seminars_included" USING btree ("parent_id");
  CREATE INDEX "_seminars_v_version_included_order_idx" ON "_seminars_v_version_included" USING btree ("order");
  CREATE INDEX "_seminars_v_version_included_parent_idx" ON "_seminars_v_version_included" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "seminars_included" CASCADE;
  DROP TABLE "_seminars_v_version_included" CASCADE;
  ALTER TABLE "seminars_locales" DROP COLUMN "benefits";
  ALTER TABLE "_seminars_v_locales" DROP COLUMN "version_benefits";
  DROP TYPE "public"."enum_seminars_included";
  DROP TYPE "public"."enum__seminars_v_version_included";`)
}
