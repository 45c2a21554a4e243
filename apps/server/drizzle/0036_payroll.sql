CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"staff" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"deductions_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"prepared_by_profile_id" uuid,
	"prepared_at" timestamp with time zone NOT NULL,
	"approved_by_profile_id" uuid,
	"approved_at" timestamp with time zone,
	"financial_account_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"days_in_month" smallint NOT NULL,
	"lop_half_days" smallint NOT NULL,
	"earnings" jsonb NOT NULL,
	"deductions" jsonb NOT NULL,
	"gross_paise" bigint NOT NULL,
	"deductions_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"bank_name" text,
	"bank_account_last4" text,
	"pan" text,
	"uan" text,
	"expense_entry_id" uuid
);
--> statement-breakpoint
CREATE TABLE "salary_structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"components" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_employment" (
	"institute_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"structure_id" uuid NOT NULL,
	"designation" text NOT NULL,
	"joining_date" date NOT NULL,
	"basic_paise" bigint NOT NULL,
	"bank_name" text,
	"bank_account" text,
	"ifsc" text,
	"pan" text,
	"uan" text,
	"pf_applies" boolean DEFAULT true NOT NULL,
	"pt_state" text NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_employment_institute_id_profile_id_pk" PRIMARY KEY("institute_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_prepared_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("prepared_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("approved_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_financial_account_id_financial_accounts_id_fk" FOREIGN KEY ("financial_account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_expense_entry_id_expense_entries_id_fk" FOREIGN KEY ("expense_entry_id") REFERENCES "public"."expense_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_employment" ADD CONSTRAINT "staff_employment_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_employment" ADD CONSTRAINT "staff_employment_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_employment" ADD CONSTRAINT "staff_employment_structure_id_salary_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."salary_structures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_month_uq" ON "payroll_runs" USING btree ("institute_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_profile_uq" ON "payslips" USING btree ("run_id","profile_id");--> statement-breakpoint
CREATE INDEX "payslips_profile_idx" ON "payslips" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structures_name_uq" ON "salary_structures" USING btree ("institute_id",lower("name"));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'managePayroll')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'ACCOUNTANT') AND NOT ('managePayroll' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'approvePayroll')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('approvePayroll' = ANY(permissions));
