CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_type_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"price" text NOT NULL,
	"capacity" integer DEFAULT 50 NOT NULL,
	"available_spots" integer DEFAULT 50 NOT NULL,
	"registration_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_instances_status_check" CHECK ("status" in ('draft', 'active', 'archived')),
	CONSTRAINT "class_instances_capacity_check" CHECK ("class_instances"."capacity" > 0),
	CONSTRAINT "class_instances_spots_check" CHECK ("class_instances"."available_spots" >= 0 and "class_instances"."available_spots" <= "class_instances"."capacity")
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT 'workshop' NOT NULL,
	"featured_image_url" text,
	"featured_image_id" uuid,
	"what_you_get" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructor_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "class_types_category_check" CHECK ("category" in ('workshop', 'masterclass', 'webinar', 'course')),
	CONSTRAINT "class_types_status_check" CHECK ("status" in ('draft', 'active', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("status" in ('unread', 'read', 'replied', 'archived')),
	CONSTRAINT "contact_messages_priority_check" CHECK ("priority" in ('low', 'normal', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "email_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscribers_status_check" CHECK ("status" in ('active', 'unsubscribed')),
	CONSTRAINT "email_subscribers_unsubscribed_at_check" CHECK (("email_subscribers"."status" = 'unsubscribed') = ("email_subscribers"."unsubscribed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "hero_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_id" uuid,
	"page_assignment" text DEFAULT 'unassigned' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"uploaded_by" text DEFAULT 'admin' NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_images_page_check" CHECK ("page_assignment" in ('unassigned', 'home', 'coaching', 'events', 'about', 'faq')),
	CONSTRAINT "hero_images_active_needs_page_check" CHECK (not "hero_images"."is_active" or "hero_images"."page_assignment" <> 'unassigned'),
	CONSTRAINT "hero_images_source_check" CHECK ("hero_images"."image_url" is not null or "hero_images"."image_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "image_variants_format_check" CHECK ("format" in ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_hash" text NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_source_hash_unique" UNIQUE("source_hash")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'Team Member' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"email" text,
	"image_url" text,
	"image_id" uuid,
	"display_order" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_status_check" CHECK ("status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"quote" text NOT NULL,
	"image_url" text,
	"image_id" uuid,
	"location" text DEFAULT 'home_carousel' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_location_check" CHECK ("location" in ('home_carousel', 'coaching_main', 'coaching_step1', 'coaching_step2', 'coaching_step3')),
	CONSTRAINT "testimonials_status_check" CHECK ("status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_instances" ADD CONSTRAINT "class_instances_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_types" ADD CONSTRAINT "class_types_featured_image_id_images_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_types" ADD CONSTRAINT "class_types_instructor_id_team_members_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_images" ADD CONSTRAINT "hero_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expiry_idx" ON "admin_sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_unique" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "class_instances_status_date_idx" ON "class_instances" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "class_instances_class_type_idx" ON "class_instances" USING btree ("class_type_id","date");--> statement-breakpoint
CREATE INDEX "class_types_status_idx" ON "class_types" USING btree ("status");--> statement-breakpoint
CREATE INDEX "class_types_instructor_idx" ON "class_types" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_priority_idx" ON "contact_messages" USING btree ("priority","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_email_unique" ON "email_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_subscribers_created_idx" ON "email_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_subscribers_status_idx" ON "email_subscribers" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hero_images_one_active_per_page" ON "hero_images" USING btree ("page_assignment") WHERE "hero_images"."is_active";--> statement-breakpoint
CREATE INDEX "hero_images_created_idx" ON "hero_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "image_variants_image_idx" ON "image_variants" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "team_members_order_idx" ON "team_members" USING btree ("status","display_order");--> statement-breakpoint
CREATE INDEX "testimonials_location_idx" ON "testimonials" USING btree ("location","status","display_order");