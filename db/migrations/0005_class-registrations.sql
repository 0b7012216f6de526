CREATE TABLE "class_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_instance_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"keep_posted" boolean DEFAULT false NOT NULL,
	"cancel_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_registrations_cancel_token_unique" UNIQUE("cancel_token"),
	CONSTRAINT "class_registrations_status_check" CHECK ("status" in ('confirmed', 'waitlisted', 'cancelled', 'attended')),
	CONSTRAINT "class_registrations_cancelled_at_check" CHECK (("class_registrations"."status" = 'cancelled') = ("class_registrations"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "registration_mode" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_registrations" ADD CONSTRAINT "class_registrations_class_instance_id_class_instances_id_fk" FOREIGN KEY ("class_instance_id") REFERENCES "public"."class_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_registrations_email_unique" ON "class_registrations" USING btree ("class_instance_id",lower("email")) WHERE "class_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "class_registrations_instance_status_idx" ON "class_registrations" USING btree ("class_instance_id","status","queued_at");--> statement-breakpoint
ALTER TABLE "class_instances" ADD CONSTRAINT "class_instances_registration_mode_check" CHECK ("registration_mode" in ('external', 'on_site'));