CREATE TABLE "fee_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"mid_session_join" text DEFAULT 'PRO_RATA' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_assignments" ADD COLUMN "joined_on" date;--> statement-breakpoint
ALTER TABLE "fee_assignments" ADD COLUMN "join_rule" text;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;