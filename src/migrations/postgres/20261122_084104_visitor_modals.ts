import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "career_widget_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "jahresprogramm_modal_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "jahresprogramm_modal_image_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "magazin_modal_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "magazin_modal_image_id" integer;
  ALTER TABLE "site_settings_locales" ADD COLUMN "jahresprogramm_modal_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "jahresprogramm_modal_text" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "jahresprogramm_modal_link" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "jahresprogramm_modal_link_text" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "magazin_modal_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "magazin_modal_text" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "magazin_modal_link" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "magazin_modal_link_text" varchar;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_jahresprogramm_modal_image_id_media_id_fk" FOREIGN KEY ("jahresprogramm_modal_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_magazin_modal_image_id_media_id_fk" FOREIGN KEY ("magazin_modal_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_jahresprogramm_modal_jahresprogramm_modal__idx" ON "site_settings" USING btree ("jahresprogramm_modal_image_id");
  CREATE INDEX "site_settings_magazin_modal_magazin_modal_image_idx" ON "site_settings" USING btree ("magazin_modal_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_jahresprogramm_modal_image_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_magazin_modal_image_id_media_id_fk";
  
  DROP INDEX "site_settings_jahresprogramm_modal_jahresprogramm_modal__idx";
  DROP INDEX "site_settings_magazin_modal_magazin_modal_image_idx";
  ALTER TABLE "site_settings" DROP COLUMN "career_widget_id";
  ALTER TABLE "site_settings" DROP COLUMN "jahresprogramm_modal_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "jahresprogramm_modal_image_id";
  ALTER TABLE "site_settings" DROP COLUMN "magazin_modal_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "magazin_modal_image_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "jahresprogramm_modal_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "jahresprogramm_modal_text";
  ALTER TABLE "site_settings_locales" DROP COLUMN "jahresprogramm_modal_link";
  ALTER TABLE "site_settings_locales" DROP COLUMN "jahresprogramm_modal_link_text";
  ALTER TABLE "site_settings_locales" DROP COLUMN "magazin_modal_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "magazin_modal_text";
  ALTER TABLE "site_settings_locales" DROP COLUMN "magazin_modal_link";
  ALTER TABLE "site_settings_locales" DROP COLUMN "magazin_modal_link_text";`)
}
