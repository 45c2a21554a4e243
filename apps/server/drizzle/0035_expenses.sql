CREATE TABLE "expense_account_openings" (
	"financial_account_id" uuid PRIMARY KEY NOT NULL,
	"institute_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"class_id" uuid,
	"kind" text NOT NULL,
	"voucher_number" integer NOT NULL,
	"category_id" uuid NOT NULL,
	"financial_account_id" uuid NOT NULL,
	"vendor_id" uuid,
	"payment_medium" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by_profile_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"reversed_by_profile_id" uuid,
	"reversed_at" timestamp with time zone,
	"reverse_reason" text,
	"source" text,
	CONSTRAINT "expense_entries_amount" CHECK ("expense_entries"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_settings" (
	"institute_id" uuid PRIMARY KEY NOT NULL,
	"approval_above_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"gstin" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_voucher_counters" (
	"institute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "expense_voucher_counters_institute_id_kind_pk" PRIMARY KEY("institute_id","kind")
);
--> statement-breakpoint
CREATE TABLE "expense_vouchers" (
	"entry_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "expense_vouchers_entry_id_file_id_pk" PRIMARY KEY("entry_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "expense_account_openings" ADD CONSTRAINT "expense_account_openings_financial_account_id_financial_accounts_id_fk" FOREIGN KEY ("financial_account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_account_openings" ADD CONSTRAINT "expense_account_openings_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_financial_account_id_financial_accounts_id_fk" FOREIGN KEY ("financial_account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_vendor_id_expense_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."expense_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_decided_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("decided_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_reversed_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("reversed_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_settings" ADD CONSTRAINT "expense_settings_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_vendors" ADD CONSTRAINT "expense_vendors_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_voucher_counters" ADD CONSTRAINT "expense_voucher_counters_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_vouchers" ADD CONSTRAINT "expense_vouchers_entry_id_expense_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."expense_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_vouchers" ADD CONSTRAINT "expense_vouchers_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_name_uq" ON "expense_categories" USING btree ("institute_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expense_entries_voucher_uq" ON "expense_entries" USING btree ("institute_id","kind","voucher_number");--> statement-breakpoint
CREATE INDEX "expense_entries_day_idx" ON "expense_entries" USING btree ("institute_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_vendors_name_uq" ON "expense_vendors" USING btree ("institute_id",lower("name"));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createExpenseRecord')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'ACCOUNTANT') AND NOT ('createExpenseRecord' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'approveExpenseRecord')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('approveExpenseRecord' = ANY(permissions));
