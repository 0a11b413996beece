CREATE TABLE "mail_recipient_throttle" (
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_recipient_throttle_recipient_kind_pk" PRIMARY KEY("recipient","kind")
);
--> statement-breakpoint
CREATE TABLE "sign_in_account_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_recipient_throttle_last_sent_idx" ON "mail_recipient_throttle" USING btree ("last_sent_at");--> statement-breakpoint
CREATE INDEX "sign_in_account_failures_last_failure_idx" ON "sign_in_account_failures" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_idx" ON "sign_in_failures" USING btree ("last_failure_at");