import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "seminars_locales_parent_id_idx" ON "seminars_locales" USING btree ("_parent_id");
  CREATE INDEX "_seminars_v_locales_parent_id_idx" ON "_seminars_v_locales" USING btree ("_parent_id");
  CREATE INDEX "seminar_dates_locales_parent_id_idx" ON "seminar_dates_locales" USING btree ("_parent_id");
  CREATE INDEX "topics_locales_parent_id_idx" ON "topics_locales" USING btree ("_parent_id");
  CREATE INDEX "_topics_v_locales_parent_id_idx" ON "_topics_v_locales" USING btree ("_parent_id");
  CREATE INDEX "trainers_locales_parent_id_idx" ON "trainers_locales" USING btree ("_parent_id");
  CREATE INDEX "_trainers_v_locales_parent_id_idx" ON "_trainers_v_locales" USING btree ("_parent_id");
  CREATE INDEX "programmes_modules_locales_parent_id_idx" ON "programmes_modules_locales" USING btree ("_parent_id");
  CREATE INDEX "programmes_locales_parent_id_idx" ON "programmes_locales" USING btree ("_parent_id");
  CREATE INDEX "_programmes_v_version_modules_locales_parent_id_idx" ON "_programmes_v_version_modules_locales" USING btree ("_parent_id");
  CREATE INDEX "_programmes_v_locales_parent_id_idx" ON "_programmes_v_locales" USING btree ("_parent_id");
  CREATE INDEX "whitepapers_locales_parent_id_idx" ON "whitepapers_locales" USING btree ("_parent_id");
  CREATE INDEX "_whitepapers_v_locales_parent_id_idx" ON "_whitepapers_v_locales" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_locales_parent_id_idx" ON "blog_posts_locales" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_locales_parent_id_idx" ON "_blog_posts_v_locales" USING btree ("_parent_id");
  CREATE INDEX "blog_topics_locales_parent_id_idx" ON "blog_topics_locales" USING btree ("_parent_id");
  CREATE INDEX "news_locales_parent_id_idx" ON "news_locales" USING btree ("_parent_id");
  CREATE INDEX "locations_locales_parent_id_idx" ON "locations_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_id_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_locales_parent_id_idx" ON "footer_locales" USING btree ("_parent_id");
  CREATE INDEX "quick_links_items_locales_parent_id_idx" ON "quick_links_items_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_locales_parent_id_idx";
  DROP INDEX "_pages_v_locales_parent_id_idx";
  DROP INDEX "seminars_locales_parent_id_idx";
  DROP INDEX "_seminars_v_locales_parent_id_idx";
  DROP INDEX "seminar_dates_locales_parent_id_idx";
  DROP INDEX "topics_locales_parent_id_idx";
  DROP INDEX "_topics_v_locales_parent_id_idx";
  DROP INDEX "trainers_locales_parent_id_idx";
  DROP INDEX "_trainers_v_locales_parent_id_idx";
  DROP INDEX "programmes_modules_locales_parent_id_idx";
  DROP INDEX "programmes_locales_parent_id_idx";
  DROP INDEX "_programmes_v_version_modules_locales_parent_id_idx";
  DROP INDEX "_programmes_v_locales_parent_id_idx";
  DROP INDEX "whitepapers_locales_parent_id_idx";
  DROP INDEX "_whitepapers_v_locales_parent_id_idx";
  DROP INDEX "blog_posts_locales_parent_id_idx";
  DROP INDEX "_blog_posts_v_locales_parent_id_idx";
  DROP INDEX "blog_topics_locales_parent_id_idx";
  DROP INDEX "news_locales_parent_id_idx";
  DROP INDEX "locations_locales_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "site_settings_locales_parent_id_idx";
  DROP INDEX "footer_locales_parent_id_idx";
  DROP INDEX "quick_links_items_locales_parent_id_idx";`)
}
