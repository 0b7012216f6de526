CREATE TABLE "class_type_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"class_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_type_slug_history" ADD CONSTRAINT "class_type_slug_history_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_type_slug_history_class_type_idx" ON "class_type_slug_history" USING btree ("class_type_id");