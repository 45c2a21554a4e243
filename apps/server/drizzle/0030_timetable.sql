CREATE TABLE "timetable_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"period" integer NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_load_classes" (
	"load_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "timetable_load_classes_load_id_class_id_pk" PRIMARY KEY("load_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "timetable_load_teachers" (
	"load_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	CONSTRAINT "timetable_load_teachers_load_id_profile_id_pk" PRIMARY KEY("load_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "timetable_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"lessons_per_week" integer NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"room_id" uuid,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"hard_violations" integer DEFAULT 0 NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"soft" jsonb,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timetable_substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"absent_profile_id" uuid NOT NULL,
	"substitute_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "timetable_substitutions_lesson_date_uq" UNIQUE("lesson_id","on_date")
);
--> statement-breakpoint
CREATE TABLE "timetable_teachers" (
	"institute_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"max_per_week" integer,
	CONSTRAINT "timetable_teachers_institute_id_profile_id_pk" PRIMARY KEY("institute_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "timetable_unavailable" (
	"institute_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"period" integer NOT NULL,
	CONSTRAINT "timetable_unavailable_institute_id_profile_id_day_period_pk" PRIMARY KEY("institute_id","profile_id","day","period")
);
--> statement-breakpoint
CREATE TABLE "timetable_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"class_id" uuid,
	"days" integer[] NOT NULL,
	"slots" jsonb NOT NULL,
	"max_consecutive" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_load_id_timetable_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."timetable_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_load_classes" ADD CONSTRAINT "timetable_load_classes_load_id_timetable_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."timetable_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_load_classes" ADD CONSTRAINT "timetable_load_classes_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_load_teachers" ADD CONSTRAINT "timetable_load_teachers_load_id_timetable_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."timetable_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_load_teachers" ADD CONSTRAINT "timetable_load_teachers_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_loads" ADD CONSTRAINT "timetable_loads_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_loads" ADD CONSTRAINT "timetable_loads_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_loads" ADD CONSTRAINT "timetable_loads_room_id_timetable_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."timetable_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_rooms" ADD CONSTRAINT "timetable_rooms_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_runs" ADD CONSTRAINT "timetable_runs_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_runs" ADD CONSTRAINT "timetable_runs_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_lesson_id_timetable_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."timetable_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_absent_profile_id_user_profiles_id_fk" FOREIGN KEY ("absent_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_substitute_profile_id_user_profiles_id_fk" FOREIGN KEY ("substitute_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_teachers" ADD CONSTRAINT "timetable_teachers_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_teachers" ADD CONSTRAINT "timetable_teachers_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_unavailable" ADD CONSTRAINT "timetable_unavailable_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_unavailable" ADD CONSTRAINT "timetable_unavailable_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_weeks" ADD CONSTRAINT "timetable_weeks_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_weeks" ADD CONSTRAINT "timetable_weeks_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timetable_lessons_institute_idx" ON "timetable_lessons" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "timetable_lessons_load_idx" ON "timetable_lessons" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "tt_load_classes_class_idx" ON "timetable_load_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "tt_load_teachers_profile_idx" ON "timetable_load_teachers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "timetable_loads_institute_idx" ON "timetable_loads" USING btree ("institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_rooms_institute_name_uq" ON "timetable_rooms" USING btree ("institute_id",lower("name"));--> statement-breakpoint
CREATE INDEX "timetable_runs_institute_idx" ON "timetable_runs" USING btree ("institute_id","created_at");--> statement-breakpoint
CREATE INDEX "timetable_substitutions_institute_date_idx" ON "timetable_substitutions" USING btree ("institute_id","on_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_weeks_scope_uq" ON "timetable_weeks" USING btree ("institute_id",coalesce("class_id", "institute_id"));--> statement-breakpoint
-- Timetable (issue 24 §2): every built-in role but Member reads the timetable (a class's, a
-- teacher's, a room's week); the admin keeps it (the admin holds every action). Institutes made
-- before get them too; a role an institute has edited keeps its edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'getTimetable')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'ACCOUNTANT', 'TEACHER', 'STUDENT', 'PARENT', 'FRONT_OFFICE', 'TRANSPORT_MANAGER')
  AND NOT ('getTimetable' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'manageTimetable')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('manageTimetable' = ANY(permissions));
