ALTER TABLE "agents" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_preferred_language_check" CHECK ("agents"."preferred_language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_language_check" CHECK ("blog_posts"."language" in ('en', 'fr'));