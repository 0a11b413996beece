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
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_type_id_asset_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_elements" ADD CONSTRAINT "asset_elements_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_faqs" ADD CONSTRAINT "nlp_faqs_nlp_id_nlps_id_fk" FOREIGN KEY ("nlp_id") REFERENCES "public"."nlps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_scenarios" ADD CONSTRAINT "nlp_scenarios_nlp_id_nlps_id_fk" FOREIGN KEY ("nlp_id") REFERENCES "public"."nlps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlps" ADD CONSTRAINT "nlps_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_group_steps" ADD CONSTRAINT "step_group_steps_step_group_id_step_groups_id_fk" FOREIGN KEY ("step_group_id") REFERENCES "public"."step_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_group_steps" ADD CONSTRAINT "step_group_steps_nlp_id_nlps_id_fk" FOREIGN KEY ("nlp_id") REFERENCES "public"."nlps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_groups" ADD CONSTRAINT "step_groups_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_categories_type_idx" ON "asset_categories" USING btree ("type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_type_title_idx" ON "asset_categories" USING btree ("type_id","title");--> statement-breakpoint
CREATE INDEX "asset_elements_category_idx" ON "asset_elements" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "nlps_category_idx" ON "nlps" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "step_groups_category_idx" ON "step_groups" USING btree ("category_id","position");