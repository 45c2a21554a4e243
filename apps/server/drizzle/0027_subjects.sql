CREATE TABLE "class_subject_teachers" (
	"class_subject_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	CONSTRAINT "class_subject_teachers_class_subject_id_profile_id_pk" PRIMARY KEY("class_subject_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "class_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_subjects_class_subject_uq" UNIQUE("class_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"colour" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subjects_institute_code_uq" UNIQUE("institute_id","code")
);
--> statement-breakpoint
ALTER TABLE "class_subject_teachers" ADD CONSTRAINT "class_subject_teachers_class_subject_id_class_subjects_id_fk" FOREIGN KEY ("class_subject_id") REFERENCES "public"."class_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subject_teachers" ADD CONSTRAINT "class_subject_teachers_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subject_teachers" ADD CONSTRAINT "class_subject_teachers_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_subject_teachers_profile_idx" ON "class_subject_teachers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "class_subjects_subject_idx" ON "class_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_institute_name_uq" ON "subjects" USING btree ("institute_id",lower("name"));--> statement-breakpoint
-- Subjects (issue 24 §0): the built-in roles get reading subjects (every role but Member),
-- keeping them (the admin) and being named a subject's teacher (Teacher, and the admin, who holds
-- every action). Institutes made before get them too; a role an institute has edited keeps its
-- edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'ACCOUNTANT' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'TEACHER' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'STUDENT' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'PARENT' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'FRONT_OFFICE' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getSubject')
  WHERE builtin_key = 'TRANSPORT_MANAGER' AND NOT ('getSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'manageSubjects')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('manageSubjects' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'teachSubject')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('teachSubject' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'teachSubject')
  WHERE builtin_key = 'TEACHER' AND NOT ('teachSubject' = ANY(permissions));--> statement-breakpoint
-- Every institute made before starts with the list a new one gets (rules/subjects.ts STARTER_SUBJECTS).
INSERT INTO subjects (institute_id, name, code, colour, created_at)
  SELECT g.id, s.name, s.code, s.colour, now()
  FROM groups g CROSS JOIN (VALUES
    ('English', 'ENG', '#1565C0'),
    ('Hindi', 'HIN', '#E65100'),
    ('Mathematics', 'MATH', '#2E7D32'),
    ('EVS', 'EVS', '#558B2F'),
    ('Science', 'SCI', '#00838F'),
    ('Social Science', 'SST', '#6D4C41'),
    ('Sanskrit', 'SKT', '#AD1457'),
    ('Computer Science', 'CS', '#4527A0'),
    ('General Knowledge', 'GK', '#00695C'),
    ('Art', 'ART', '#C62828'),
    ('Music', 'MUS', '#6A1B9A'),
    ('Physical Education', 'PE', '#EF6C00')
  ) AS s(name, code, colour)
  WHERE g.type = 'INSTITUTE';
