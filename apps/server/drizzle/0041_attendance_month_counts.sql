CREATE TABLE "attendance_month_counts" (
	"institute_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"marks" integer NOT NULL,
	CONSTRAINT "attendance_month_counts_institute_id_class_id_month_status_pk" PRIMARY KEY("institute_id","class_id","month","status")
);
--> statement-breakpoint
ALTER TABLE "attendance_month_counts" ADD CONSTRAINT "attendance_month_counts_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_counts" ADD CONSTRAINT "attendance_month_counts_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO attendance_month_counts (institute_id, class_id, month, status, marks)
  SELECT institute_id, class_id, date_trunc('month', day)::date, status, count(*)::int
  FROM attendance_records WHERE class_id IS NOT NULL
  GROUP BY institute_id, class_id, date_trunc('month', day), status;
