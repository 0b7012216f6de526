CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"audience_source" text,
	"scheduled_at" timestamp with time zone,
	"send_started_at" timestamp with time zone,
	"send_finished_at" timestamp with time zone,
	"recipient_count" integer,
	"in_archive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_issues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "newsletter_issues_status_check" CHECK ("status" in ('draft', 'scheduled', 'sending', 'sent')),
	CONSTRAINT "newsletter_issues_scheduled_check" CHECK (("newsletter_issues"."status" = 'scheduled') = ("newsletter_issues"."scheduled_at" is not null)),
	CONSTRAINT "newsletter_issues_started_check" CHECK (("newsletter_issues"."status" in ('sending', 'sent')) = ("newsletter_issues"."send_started_at" is not null)),
	CONSTRAINT "newsletter_issues_slug_check" CHECK ("newsletter_issues"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_status_check";--> statement-breakpoint
ALTER TABLE "trash_items" DROP CONSTRAINT "trash_items_kind_check";--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "permanent_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "newsletter_issue_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "newsletter_per_minute" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "newsletter_failure_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "newsletter_issues_archive_idx" ON "newsletter_issues" USING btree ("in_archive","send_started_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_newsletter_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("newsletter_issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_subscriber_id_email_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."email_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_newsletter_copy_unique" ON "outbox_emails" USING btree ("newsletter_issue_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_newsletter_sent_idx" ON "outbox_emails" USING btree ("sent_at") WHERE "outbox_emails"."newsletter_issue_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_emails_subscriber_idx" ON "outbox_emails" USING btree ("subscriber_id") WHERE "outbox_emails"."subscriber_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("status" in ('queued', 'sending', 'sent', 'failed', 'held', 'cancelled'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_newsletter_per_minute_check" CHECK ("site_settings"."newsletter_per_minute" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_newsletter_failure_limit_check" CHECK ("site_settings"."newsletter_failure_limit" between 1 and 20);--> statement-breakpoint
ALTER TABLE "trash_items" ADD CONSTRAINT "trash_items_kind_check" CHECK ("kind" in ('class_type', 'class_instance', 'team_member', 'testimonial', 'hero_image', 'contact_message', 'faq_question', 'demo_content', 'session_type', 'newsletter_issue'));