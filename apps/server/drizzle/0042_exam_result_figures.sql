CREATE TABLE "exam_result_figures" (
	"institute_id" uuid NOT NULL,
	"academic_task_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"attempts" integer NOT NULL,
	"percent_sum" numeric NOT NULL,
	"passed" integer NOT NULL,
	CONSTRAINT "exam_result_figures_academic_task_id_subject_pk" PRIMARY KEY("academic_task_id","subject")
);
--> statement-breakpoint
CREATE TABLE "exam_subject_marks" (
	"institute_id" uuid NOT NULL,
	"academic_task_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"scored" numeric(9, 2) NOT NULL,
	"maximum" numeric(9, 2) NOT NULL,
	CONSTRAINT "exam_subject_marks_attempt_id_subject_pk" PRIMARY KEY("attempt_id","subject")
);
--> statement-breakpoint
ALTER TABLE "exam_result_figures" ADD CONSTRAINT "exam_result_figures_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_figures" ADD CONSTRAINT "exam_result_figures_academic_task_id_academic_tasks_id_fk" FOREIGN KEY ("academic_task_id") REFERENCES "public"."academic_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subject_marks" ADD CONSTRAINT "exam_subject_marks_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subject_marks" ADD CONSTRAINT "exam_subject_marks_academic_task_id_academic_tasks_id_fk" FOREIGN KEY ("academic_task_id") REFERENCES "public"."academic_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subject_marks" ADD CONSTRAINT "exam_subject_marks_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_subject_marks_task_idx" ON "exam_subject_marks" USING btree ("academic_task_id");--> statement-breakpoint
INSERT INTO exam_subject_marks (institute_id, academic_task_id, attempt_id, subject, scored, maximum)
  WITH parts AS (
    SELECT a.institute_id, a.academic_task_id, a.id AS attempt_id,
      coalesce(nullif(trim(q.category), ''), 'Other') AS subject,
      coalesce(sum(s.marks), 0) AS raw, sum(e.maximum_marks) AS maximum
    FROM exam_attempts a
      JOIN exam_question_entries e ON e.academic_task_id = a.academic_task_id AND NOT e.disabled
      JOIN exam_questions q ON q.id = e.question_id
      LEFT JOIN exam_answers s ON s.attempt_id = a.id AND s.exam_question_id = e.id
    WHERE a.status = 'EVALUATED'
    GROUP BY 1, 2, 3, 4)
  SELECT institute_id, academic_task_id, attempt_id, subject, greatest(0, raw), maximum FROM parts
  UNION ALL
  SELECT institute_id, academic_task_id, attempt_id, '', greatest(0, sum(raw)), sum(maximum)
    FROM parts GROUP BY 1, 2, 3;
--> statement-breakpoint
-- 33: STATISTICS_PASS_PERCENT, the board's pass mark.
INSERT INTO exam_result_figures (institute_id, academic_task_id, subject, attempts, percent_sum, passed)
  SELECT institute_id, academic_task_id, subject, count(*), sum(scored * 100 / maximum),
    count(*) FILTER (WHERE scored * 100 >= 33 * maximum)
  FROM exam_subject_marks WHERE maximum > 0
  GROUP BY 1, 2, 3;
