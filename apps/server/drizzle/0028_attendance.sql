CREATE TABLE "attendance_alerts" (
	"profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"institute_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_alerts_profile_id_day_pk" PRIMARY KEY("profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"class_id" uuid,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_holidays_day_uq" UNIQUE NULLS NOT DISTINCT("institute_id","class_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"class_id" uuid,
	"profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"period" smallint,
	"status" text NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_records_person_day_uq" UNIQUE NULLS NOT DISTINCT("profile_id","day","period")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'DAY' NOT NULL,
	"risk_threshold_percent" smallint DEFAULT 75 NOT NULL,
	"weekly_off" smallint[] DEFAULT '{0}'::smallint[] NOT NULL,
	"staff_self_mark" boolean DEFAULT false NOT NULL,
	"mark_by" text DEFAULT '10:00' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"counts_as" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attendance_statuses_code_uq" UNIQUE("institute_id","code")
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"class_id" uuid,
	"profile_id" uuid NOT NULL,
	"applied_by" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"reason" text NOT NULL,
	"document_id" uuid,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_record_id_attendance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_changed_by_user_profiles_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_holidays" ADD CONSTRAINT "attendance_holidays_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_holidays" ADD CONSTRAINT "attendance_holidays_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_marked_by_user_profiles_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_statuses" ADD CONSTRAINT "attendance_statuses_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_applied_by_user_profiles_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_document_id_stored_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_user_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_changes_record_idx" ON "attendance_changes" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "attendance_records_class_day_idx" ON "attendance_records" USING btree ("class_id","day");--> statement-breakpoint
CREATE INDEX "attendance_records_institute_day_idx" ON "attendance_records" USING btree ("institute_id","day");--> statement-breakpoint
CREATE INDEX "leave_requests_profile_idx" ON "leave_requests" USING btree ("profile_id","from_day");--> statement-breakpoint
CREATE INDEX "leave_requests_institute_idx" ON "leave_requests" USING btree ("institute_id","state");--> statement-breakpoint
-- Attendance (issue 24 §1): marking a class (Teacher; the service keeps it to the class teacher's
-- own class), keeping the institute's attendance (the admin, who holds every action), asking for
-- leave (every role but Member), marking the staff (Front Office), and a student's own month
-- (getAttendanceStats for Student and Front Office). Institutes made before get them too; a role
-- an institute has edited keeps its edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'markAttendance')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'TEACHER') AND NOT ('markAttendance' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'manageAttendance')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('manageAttendance' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'markStaffAttendance')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'FRONT_OFFICE') AND NOT ('markStaffAttendance' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'applyLeave')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'ACCOUNTANT', 'TEACHER', 'STUDENT', 'PARENT', 'FRONT_OFFICE', 'TRANSPORT_MANAGER')
  AND NOT ('applyLeave' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getAttendanceStats')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'STUDENT', 'FRONT_OFFICE') AND NOT ('getAttendanceStats' = ANY(permissions));
