CREATE TABLE "demo_rows" (
	"table_name" text NOT NULL,
	"row_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "demo_rows_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);
--> statement-breakpoint
ALTER TABLE "trash_items" DROP CONSTRAINT "trash_items_kind_check";--> statement-breakpoint
ALTER TABLE "trash_items" ADD CONSTRAINT "trash_items_kind_check" CHECK ("kind" in ('class_type', 'class_instance', 'team_member', 'testimonial', 'hero_image', 'contact_message', 'faq_question', 'demo_content'));