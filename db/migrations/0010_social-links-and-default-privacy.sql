ALTER TABLE "legal_pages" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;