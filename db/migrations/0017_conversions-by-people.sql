CREATE TABLE "analytics_pending_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"landing_path" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_conversions" ADD COLUMN "people" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "converted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_pending_bookings" ADD CONSTRAINT "analytics_pending_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counted before people were: each conversion with a visit stood for one person (the figures cap the people at those counted).
UPDATE "analytics_conversions" SET "people" = "count" WHERE "landing_path" <> '';
