import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`career_widget_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`jahresprogramm_modal_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`jahresprogramm_modal_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`magazin_modal_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`magazin_modal_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_jahresprogramm_modal_jahresprogramm_modal__idx\` ON \`site_settings\` (\`jahresprogramm_modal_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_magazin_modal_magazin_modal_image_idx\` ON \`site_settings\` (\`magazin_modal_image_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`jahresprogramm_modal_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`jahresprogramm_modal_text\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`jahresprogramm_modal_link\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`jahresprogramm_modal_link_text\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`magazin_modal_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`magazin_modal_text\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`magazin_modal_link\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`magazin_modal_link_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`organisation\` text NOT NULL,
  	\`address_addition\` text,
  	\`address_street\` text NOT NULL,
  	\`address_postcode\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`social_linkedin\` text,
  	\`social_xing\` text,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_youtube\` text,
  	\`show_kundenportal\` integer DEFAULT true,
  	\`gtm_id\` text,
  	\`chat_portal_id\` text,
  	\`newsletter_form_id\` text,
  	\`newsletter_portal_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "organisation", "address_addition", "address_street", "address_postcode", "address_city", "phone", "email", "social_linkedin", "social_xing", "social_facebook", "social_instagram", "social_youtube", "show_kundenportal", "gtm_id", "chat_portal_id", "newsletter_form_id", "newsletter_portal_id", "updated_at", "created_at") SELECT "id", "organisation", "address_addition", "address_street", "address_postcode", "address_city", "phone", "email", "social_linkedin", "social_xing", "social_facebook", "social_instagram", "social_youtube", "show_kundenportal", "gtm_id", "chat_portal_id", "newsletter_form_id", "newsletter_portal_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`jahresprogramm_modal_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`jahresprogramm_modal_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`jahresprogramm_modal_link\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`jahresprogramm_modal_link_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`magazin_modal_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`magazin_modal_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`magazin_modal_link\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`magazin_modal_link_text\`;`)
}
