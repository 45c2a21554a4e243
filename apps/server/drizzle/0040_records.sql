CREATE TABLE "certificate_counters" (
	"institute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "certificate_counters_institute_id_kind_pk" PRIMARY KEY("institute_id","kind")
);
--> statement-breakpoint
CREATE TABLE "issued_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"contents" jsonb NOT NULL,
	"issued_by_profile_id" uuid,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"file_id" uuid NOT NULL,
	"uploaded_by_account_id" uuid,
	"uploaded_by_profile_id" uuid,
	"uploaded_at" timestamp with time zone NOT NULL,
	"verified_by_profile_id" uuid,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_records" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"aadhaar" text,
	"rte_admission" boolean DEFAULT false NOT NULL,
	"mother_tongue" text,
	"religion" text,
	"nationality" text,
	"allergies" text,
	"medical_notes" text,
	"emergency_name" text,
	"emergency_phone" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_counters" ADD CONSTRAINT "certificate_counters_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_issued_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("issued_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_uploaded_by_account_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_uploaded_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("uploaded_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_verified_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("verified_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_certificates_number_uq" ON "issued_certificates" USING btree ("institute_id","kind","number");--> statement-breakpoint
CREATE INDEX "issued_certificates_profile_idx" ON "issued_certificates" USING btree ("profile_id","institute_id");--> statement-breakpoint
CREATE INDEX "student_documents_profile_idx" ON "student_documents" USING btree ("profile_id","institute_id");--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'issueCertificate')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'FRONT_OFFICE') AND NOT ('issueCertificate' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getStatistics')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'ACCOUNTANT') AND NOT ('getStatistics' = ANY(permissions));
