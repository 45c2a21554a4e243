CREATE TABLE "front_office_counters" (
	"institute_id" uuid NOT NULL,
	"book" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "front_office_counters_institute_id_book_pk" PRIMARY KEY("institute_id","book")
);
--> statement-breakpoint
CREATE TABLE "gate_pass_students" (
	"pass_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"student_profile_id" uuid NOT NULL,
	"class_id" uuid,
	"position" integer NOT NULL,
	"consent" text NOT NULL,
	"decided_by_profile_id" uuid,
	"decided_at" timestamp with time zone,
	"exited_at" timestamp with time zone,
	CONSTRAINT "gate_pass_students_pass_id_student_profile_id_pk" PRIMARY KEY("pass_id","student_profile_id")
);
--> statement-breakpoint
CREATE TABLE "gate_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"collector_kind" text NOT NULL,
	"collector_profile_id" uuid,
	"collector_name" text NOT NULL,
	"collector_phone" text,
	"collector_relation" text NOT NULL,
	"approved_by_profile_id" uuid,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"exited_by_profile_id" uuid
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"details" text,
	"host_profile_id" uuid,
	"people" integer NOT NULL,
	"vehicle" text,
	"photo_file_id" uuid,
	"in_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone,
	"recorded_by_profile_id" uuid
);
--> statement-breakpoint
ALTER TABLE "front_office_counters" ADD CONSTRAINT "front_office_counters_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_students" ADD CONSTRAINT "gate_pass_students_pass_id_gate_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."gate_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_students" ADD CONSTRAINT "gate_pass_students_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_students" ADD CONSTRAINT "gate_pass_students_student_profile_id_user_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_students" ADD CONSTRAINT "gate_pass_students_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_students" ADD CONSTRAINT "gate_pass_students_decided_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("decided_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_collector_profile_id_user_profiles_id_fk" FOREIGN KEY ("collector_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_approved_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("approved_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_exited_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("exited_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_host_profile_id_user_profiles_id_fk" FOREIGN KEY ("host_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_recorded_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("recorded_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_pass_students_student_idx" ON "gate_pass_students" USING btree ("student_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_passes_number_uq" ON "gate_passes" USING btree ("institute_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_passes_code_uq" ON "gate_passes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gate_passes_day_idx" ON "gate_passes" USING btree ("institute_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_number_uq" ON "visitors" USING btree ("institute_id","number");--> statement-breakpoint
CREATE INDEX "visitors_day_idx" ON "visitors" USING btree ("institute_id","day");--> statement-breakpoint
CREATE INDEX "visitors_host_idx" ON "visitors" USING btree ("host_profile_id","day");