import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "cancellation_requested_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "cancellation_days" numeric DEFAULT 14 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DROP COLUMN "cancellation_requested_at";
  ALTER TABLE "site_settings" DROP COLUMN "cancellation_days";`)
}
