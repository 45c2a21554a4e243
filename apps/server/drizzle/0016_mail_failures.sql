CREATE TABLE "mail_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text NOT NULL,
	"text" text,
	"html" text,
	"queued_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"resent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_failures_failed_idx" ON "mail_failures" USING btree ("failed_at");