import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Bookings belong to the portal account with the contact person's e-mail (decision 0008).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "customer_email" varchar;
  CREATE INDEX "bookings_customer_email_idx" ON "bookings" USING btree ("customer_email");`)
  await db.execute(sql`UPDATE "bookings" SET "customer_email" = lower(trim("contact_email")) WHERE "contact_email" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_customer_email_idx";
  ALTER TABLE "bookings" DROP COLUMN "customer_email";`)
}
