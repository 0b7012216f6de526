CREATE TABLE "trash_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"row_id" uuid NOT NULL,
	"title" text NOT NULL,
	"rows" jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"parent_row_id" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_email" text NOT NULL,
	CONSTRAINT "trash_items_kind_check" CHECK ("kind" in ('class_type', 'class_instance', 'team_member', 'testimonial', 'hero_image', 'contact_message', 'faq_question'))
);
--> statement-breakpoint
ALTER TABLE "trash_items" ADD CONSTRAINT "trash_items_deleted_by_id_admin_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trash_items_row_unique" ON "trash_items" USING btree ("kind","row_id");--> statement-breakpoint
CREATE INDEX "trash_items_deleted_idx" ON "trash_items" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trash_items_parent_idx" ON "trash_items" USING btree ("parent_row_id");--> statement-breakpoint
CREATE INDEX "trash_items_images_idx" ON "trash_items" USING gin ("image_ids");