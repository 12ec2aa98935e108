import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_seminars_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_topics_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_seminars_v_autosave_idx" ON "_seminars_v" USING btree ("autosave");
  CREATE INDEX "_topics_v_autosave_idx" ON "_topics_v" USING btree ("autosave");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_seminars_v_autosave_idx";
  DROP INDEX "_topics_v_autosave_idx";
  DROP INDEX "_blog_posts_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_seminars_v" DROP COLUMN "autosave";
  ALTER TABLE "_topics_v" DROP COLUMN "autosave";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "autosave";`)
}
