CREATE TABLE "analytics_conversions" (
	"period" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"landing_path" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_conversions_period_day_kind_landing_path_source_campaign_pk" PRIMARY KEY("period","day","kind","landing_path","source","campaign"),
	CONSTRAINT "analytics_conversions_period_check" CHECK ("period" in ('day', 'month')),
	CONSTRAINT "analytics_conversions_kind_check" CHECK ("kind" in ('contact', 'booking', 'registration', 'signup'))
);
--> statement-breakpoint
CREATE TABLE "analytics_pages" (
	"period" text NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_pages_period_day_path_pk" PRIMARY KEY("period","day","path"),
	CONSTRAINT "analytics_pages_period_check" CHECK ("period" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "analytics_pending_signups" (
	"subscriber_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"landing_path" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sources" (
	"period" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sources_period_day_dimension_value_pk" PRIMARY KEY("period","day","dimension","value"),
	CONSTRAINT "analytics_sources_period_check" CHECK ("period" in ('day', 'month')),
	CONSTRAINT "analytics_sources_dimension_check" CHECK ("dimension" in ('source', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'landing')),
	CONSTRAINT "analytics_sources_device_check" CHECK ("analytics_sources"."dimension" <> 'device' or "analytics_sources"."value" in ('phone', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "analytics_totals" (
	"period" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_totals_period_day_pk" PRIMARY KEY("period","day"),
	CONSTRAINT "analytics_totals_period_check" CHECK ("period" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_pages" (
	"day" date NOT NULL,
	"visitor" "bytea" NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "analytics_visitor_pages_day_visitor_path_pk" PRIMARY KEY("day","visitor","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor" "bytea" NOT NULL,
	"landing_path" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	CONSTRAINT "analytics_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "analytics_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "analytics_retention_days" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_pending_signups" ADD CONSTRAINT "analytics_pending_signups_subscriber_id_email_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."email_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_analytics_retention_days_check" CHECK ("site_settings"."analytics_retention_days" between 30 and 3660);