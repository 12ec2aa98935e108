import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_items_participants" ADD COLUMN "strasse" varchar;
  ALTER TABLE "bookings_items_participants" ADD COLUMN "plz" varchar;
  ALTER TABLE "bookings_items_participants" ADD COLUMN "ort" varchar;
  ALTER TABLE "bookings_items_participants" ADD COLUMN "land" varchar;
  ALTER TABLE "bookings_items_participants" ADD COLUMN "mobiltelefon" varchar;
  ALTER TABLE "bookings_items_participants" ADD COLUMN "fax" varchar;
  ALTER TABLE "bookings_items_participants" ADD COLUMN "ustidnr" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_items_participants" DROP COLUMN "strasse";
  ALTER TABLE "bookings_items_participants" DROP COLUMN "plz";
  ALTER TABLE "bookings_items_participants" DROP COLUMN "ort";
  ALTER TABLE "bookings_items_participants" DROP COLUMN "land";
  ALTER TABLE "bookings_items_participants" DROP COLUMN "mobiltelefon";
  ALTER TABLE "bookings_items_participants" DROP COLUMN "fax";
  ALTER TABLE "bookings_items_participants" DROP COLUMN "ustidnr";`)
}
