CREATE TABLE "captcha_solutions" (
	"challenge_id" text NOT NULL,
	"purpose" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captcha_solutions_challenge_id_purpose_pk" PRIMARY KEY("challenge_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"rating" real NOT NULL,
	"icon_s3_path" text,
	"assets_tags" text[] NOT NULL,
	"item_count" integer NOT NULL,
	"usage_count" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_elements" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"page" text NOT NULL,
	"platform" text NOT NULL,
	"locators" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "asset_types_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "nlp_faqs" (
	"nlp_id" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "nlp_faqs_nlp_id_position_pk" PRIMARY KEY("nlp_id","position")
);
--> statement-breakpoint
CREATE TABLE "nlp_scenarios" (
	"nlp_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"steps" jsonb NOT NULL,
	CONSTRAINT "nlp_scenarios_nlp_id_position_pk" PRIMARY KEY("nlp_id","position")
);
--> statement-breakpoint
CREATE TABLE "nlps" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"outputs" jsonb NOT NULL,
	"platforms" text[] NOT NULL,
	"assets_tags" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"rating" real NOT NULL,
	"since_version" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "nlps_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "step_group_steps" (
	"step_group_id" text NOT NULL,
	"position" integer NOT NULL,
	"nlp_id" text NOT NULL,
	"inputs" jsonb NOT NULL,
	CONSTRAINT "step_group_steps_step_group_id_position_pk" PRIMARY KEY("step_group_id","position")
);
--> statement-breakpoint
CREATE TABLE "step_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"platforms" text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"version" text,
	"user_agent_family" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_downloads_platform_check" CHECK ("client_downloads"."platform" in ('windows', 'mac', 'linux'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"notification_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text,
	"role" text,
	"team_size" text NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" text NOT NULL,
	"time_zone" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"notification_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_type_id_asset_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_elements" ADD CONSTRAINT "asset_elements_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_faqs" ADD CONSTRAINT "nlp_faqs_nlp_id_nlps_id_fk" FOREIGN KEY ("nlp_id") REFERENCES "public"."nlps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_scenarios" ADD CONSTRAINT "nlp_scenarios_nlp_id_nlps_id_fk" FOREIGN KEY ("nlp_id") REFERENCES "public"."nlps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlps" ADD CONSTRAINT "nlps_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_group_steps" ADD CONSTRAINT "step_group_steps_step_group_id_step_groups_id_fk" FOREIGN KEY ("step_group_id") REFERENCES "public"."step_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_group_steps" ADD CONSTRAINT "step_group_steps_nlp_id_nlps_id_fk" FOREIGN KEY ("nlp_id") REFERENCES "public"."nlps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_groups" ADD CONSTRAINT "step_groups_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "licenses_user_idx" ON "licenses" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "asset_categories_type_idx" ON "asset_categories" USING btree ("type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_type_title_idx" ON "asset_categories" USING btree ("type_id","title");--> statement-breakpoint
CREATE INDEX "asset_elements_category_idx" ON "asset_elements" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "nlps_category_idx" ON "nlps" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "step_groups_category_idx" ON "step_groups" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "docs_feedback_path_created_at_idx" ON "docs_feedback" USING btree ("path","created_at");--> statement-breakpoint
CREATE INDEX "client_downloads_platform_idx" ON "client_downloads" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");