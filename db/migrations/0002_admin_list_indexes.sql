-- Trigram indexes make substring search (ilike '%term%') of the admin lists use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_messages_status_priority_idx" ON "contact_messages" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_subject_trgm_idx" ON "contact_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_subscribers_source_idx" ON "email_subscribers" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "email_subscribers_status_source_idx" ON "email_subscribers" USING btree ("status","source","created_at");--> statement-breakpoint
CREATE INDEX "email_subscribers_first_name_trgm_idx" ON "email_subscribers" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_subscribers_last_name_trgm_idx" ON "email_subscribers" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_subscribers_email_trgm_idx" ON "email_subscribers" USING gin ("email" gin_trgm_ops);