ALTER TABLE "class_instances" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "attendance" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "street_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "address_locality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "address_region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "address_country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_instances" ADD CONSTRAINT "class_instances_attendance_check" CHECK ("attendance" in ('online', 'in_person', 'mixed'));--> statement-breakpoint
ALTER TABLE "class_instances" ADD CONSTRAINT "class_instances_duration_check" CHECK ("class_instances"."duration_minutes" between 1 and 1440);--> statement-breakpoint
-- hand-written
-- Dates whose location does not read as online were held in a room; their old text stays as the venue name.
UPDATE "class_instances" SET "attendance" = 'in_person' WHERE "location" !~* '\m(online|zoom|virtual|video|webinar|livestream)\M';
