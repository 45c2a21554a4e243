CREATE TABLE "academic_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"session_id" uuid,
	"task_type" text DEFAULT 'EXAM' NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"agreement" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"results_published_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"academic_task_id" uuid NOT NULL,
	"exam_question_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"marks" numeric(9, 2),
	"remarks" text,
	"marked_by_profile_id" uuid,
	"marked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"academic_task_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"question_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option_order" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"agreed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"last_seen_at" timestamp with time zone,
	"total" numeric(9, 2),
	"evaluated_at" timestamp with time zone,
	"evaluated_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"academic_task_id" uuid NOT NULL,
	"examination_type" text NOT NULL,
	"exam_category" text NOT NULL,
	"json_config" jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_grade_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"answer_id" uuid,
	"changed_by_profile_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"old_marks" numeric(9, 2),
	"new_marks" numeric(9, 2),
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_question_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"academic_task_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"maximum_marks" numeric(9, 2) NOT NULL,
	"position" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_question_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"question_type" text NOT NULL,
	"question" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"difficulty" text NOT NULL,
	"marks" numeric(9, 2) NOT NULL,
	"correct_answer" text,
	"file_id" uuid,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_tasks" ADD CONSTRAINT "academic_tasks_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_tasks" ADD CONSTRAINT "academic_tasks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_tasks" ADD CONSTRAINT "academic_tasks_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_tasks" ADD CONSTRAINT "academic_tasks_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_academic_task_id_academic_tasks_id_fk" FOREIGN KEY ("academic_task_id") REFERENCES "public"."academic_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_exam_question_id_exam_question_entries_id_fk" FOREIGN KEY ("exam_question_id") REFERENCES "public"."exam_question_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_marked_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("marked_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_academic_task_id_academic_tasks_id_fk" FOREIGN KEY ("academic_task_id") REFERENCES "public"."academic_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_evaluated_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("evaluated_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_configs" ADD CONSTRAINT "exam_configs_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_configs" ADD CONSTRAINT "exam_configs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_configs" ADD CONSTRAINT "exam_configs_academic_task_id_academic_tasks_id_fk" FOREIGN KEY ("academic_task_id") REFERENCES "public"."academic_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_changes" ADD CONSTRAINT "exam_grade_changes_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_changes" ADD CONSTRAINT "exam_grade_changes_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_changes" ADD CONSTRAINT "exam_grade_changes_answer_id_exam_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."exam_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grade_changes" ADD CONSTRAINT "exam_grade_changes_changed_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("changed_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_entries" ADD CONSTRAINT "exam_question_entries_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_entries" ADD CONSTRAINT "exam_question_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_entries" ADD CONSTRAINT "exam_question_entries_academic_task_id_academic_tasks_id_fk" FOREIGN KEY ("academic_task_id") REFERENCES "public"."academic_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_entries" ADD CONSTRAINT "exam_question_entries_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_options" ADD CONSTRAINT "exam_question_options_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_options" ADD CONSTRAINT "exam_question_options_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_options" ADD CONSTRAINT "exam_question_options_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_tasks_group_idx" ON "academic_tasks" USING btree ("group_id","start_at");--> statement-breakpoint
CREATE INDEX "academic_tasks_end_idx" ON "academic_tasks" USING btree ("status","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_answers_attempt_question_idx" ON "exam_answers" USING btree ("attempt_id","exam_question_id");--> statement-breakpoint
CREATE INDEX "exam_answers_task_idx" ON "exam_answers" USING btree ("academic_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_task_profile_idx" ON "exam_attempts" USING btree ("academic_task_id","profile_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_profile_idx" ON "exam_attempts" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_open_idx" ON "exam_attempts" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_configs_task_idx" ON "exam_configs" USING btree ("academic_task_id");--> statement-breakpoint
CREATE INDEX "exam_grade_changes_attempt_idx" ON "exam_grade_changes" USING btree ("attempt_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_entries_task_question_idx" ON "exam_question_entries" USING btree ("academic_task_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_question_options_question_idx" ON "exam_question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "exam_questions_group_idx" ON "exam_questions" USING btree ("group_id","difficulty","question_type");--> statement-breakpoint
CREATE INDEX "exam_questions_tags_idx" ON "exam_questions" USING gin ("tags");