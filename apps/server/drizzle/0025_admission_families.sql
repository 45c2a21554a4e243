CREATE TABLE "admission_number_counters" (
	"institute_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "admission_number_counters_institute_id_series_pk" PRIMARY KEY("institute_id","series")
);
--> statement-breakpoint
CREATE TABLE "admission_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"number_pattern" text,
	"extra_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "previous_school" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "previous_school" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "admission_no" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "roll_no" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "roll_no" integer;--> statement-breakpoint
ALTER TABLE "admission_number_counters" ADD CONSTRAINT "admission_number_counters_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_settings" ADD CONSTRAINT "admission_settings_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_group_session_roll_uq" UNIQUE("group_id","session_id","roll_no");