CREATE TABLE "availability_overrides" (
	"date" date PRIMARY KEY NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"booking_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"sequence" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_minutes_before_sequence_pk" PRIMARY KEY("booking_id","minutes_before","sequence")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_step_minutes" integer DEFAULT 30 NOT NULL,
	"new_client_cap" integer,
	"reminder_minutes" jsonb DEFAULT '[1440,60]'::jsonb NOT NULL,
	"change_cutoff_minutes" integer DEFAULT 1440 NOT NULL,
	"class_dates_block_time" boolean DEFAULT true NOT NULL,
	"calendar_feed_token" text,
	"busy_feed_url" text DEFAULT '' NOT NULL,
	"busy_feed_checked_at" timestamp with time zone,
	"busy_feed_error" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_calendar_feed_token_unique" UNIQUE("calendar_feed_token"),
	CONSTRAINT "booking_settings_single_row_check" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_step_check" CHECK ("booking_settings"."slot_step_minutes" between 5 and 240),
	CONSTRAINT "booking_settings_cap_check" CHECK ("booking_settings"."new_client_cap" is null or "booking_settings"."new_client_cap" >= 0),
	CONSTRAINT "booking_settings_cutoff_check" CHECK ("booking_settings"."change_cutoff_minutes" between 0 and 43200)
);
--> statement-breakpoint
CREATE TABLE "booking_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_type_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"cap_month" text,
	"manage_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"owner_notes" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_manage_token_unique" UNIQUE("manage_token"),
	CONSTRAINT "bookings_status_check" CHECK ("status" in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_blocked_check" CHECK ("bookings"."blocked_from" <= "bookings"."starts_at" and "bookings"."blocked_until" >= "bookings"."ends_at"),
	CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null)),
	CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "cancelled_by" in ('visitor', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "external_busy_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_busy_times_check" CHECK ("external_busy_times"."ends_at" > "external_busy_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" text DEFAULT 'Free' NOT NULL,
	"how_to_pay" text DEFAULT '' NOT NULL,
	"location_kind" text DEFAULT 'video' NOT NULL,
	"location_detail" text DEFAULT '' NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"max_days_ahead" integer DEFAULT 60 NOT NULL,
	"max_per_day" integer,
	"intake_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmation" text DEFAULT 'instant' NOT NULL,
	"counts_toward_cap" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "session_types_status_check" CHECK ("status" in ('draft', 'active')),
	CONSTRAINT "session_types_location_kind_check" CHECK ("location_kind" in ('video', 'phone', 'in_person')),
	CONSTRAINT "session_types_confirmation_check" CHECK ("confirmation" in ('instant', 'approval')),
	CONSTRAINT "session_types_duration_check" CHECK ("session_types"."duration_minutes" between 5 and 720),
	CONSTRAINT "session_types_buffers_check" CHECK ("session_types"."buffer_before_minutes" between 0 and 240 and "session_types"."buffer_after_minutes" between 0 and 240),
	CONSTRAINT "session_types_notice_check" CHECK ("session_types"."min_notice_minutes" between 0 and 43200),
	CONSTRAINT "session_types_days_ahead_check" CHECK ("session_types"."max_days_ahead" between 1 and 365),
	CONSTRAINT "session_types_per_day_check" CHECK ("session_types"."max_per_day" is null or "session_types"."max_per_day" > 0)
);
--> statement-breakpoint
ALTER TABLE "trash_items" DROP CONSTRAINT "trash_items_kind_check";--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_waitlist_waiting_unique" ON "booking_waitlist" USING btree ("session_type_id",lower("email")) WHERE "booking_waitlist"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "booking_waitlist_created_idx" ON "booking_waitlist" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_status_starts_idx" ON "bookings" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_session_type_idx" ON "bookings" USING btree ("session_type_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_cap_month_idx" ON "bookings" USING btree ("cap_month");--> statement-breakpoint
CREATE INDEX "external_busy_times_starts_idx" ON "external_busy_times" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "session_types_status_idx" ON "session_types" USING btree ("status","display_order");--> statement-breakpoint
ALTER TABLE "trash_items" ADD CONSTRAINT "trash_items_kind_check" CHECK ("kind" in ('class_type', 'class_instance', 'team_member', 'testimonial', 'hero_image', 'contact_message', 'faq_question', 'demo_content', 'session_type'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_excl" EXCLUDE USING gist (tstzrange("blocked_from", "blocked_until") WITH &&) WHERE ("status" in ('pending', 'confirmed', 'completed', 'no_show'));
