ALTER TABLE "asset_categories" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nlps" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;