CREATE TABLE "academy_practice_passes" (
	"user_id" uuid NOT NULL,
	"test" integer NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "academy_practice_passes_user_id_test_pk" PRIMARY KEY("user_id","test")
);
--> statement-breakpoint
ALTER TABLE "academy_practice_passes" ADD CONSTRAINT "academy_practice_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;