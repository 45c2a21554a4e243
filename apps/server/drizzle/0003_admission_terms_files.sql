CREATE TABLE "admission_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"gender" text NOT NULL,
	"father_name" text,
	"mother_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decision_reason" text,
	"decided_by_account_id" uuid,
	"decided_at" timestamp with time zone,
	"student_profile_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_configs" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"institute_id" uuid NOT NULL,
	"seats" integer,
	"instructions" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid,
	"owner_account_id" uuid,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"parent_profile_id" uuid NOT NULL,
	"student_profile_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardian_links_parent_profile_id_student_profile_id_pk" PRIMARY KEY("parent_profile_id","student_profile_id")
);
--> statement-breakpoint
CREATE TABLE "academic_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "contract_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "father_name" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "mother_name" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "registration_no" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "setup_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_student_profile_id_user_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_configs" ADD CONSTRAINT "admission_configs_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_configs" ADD CONSTRAINT "admission_configs_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_documents" ADD CONSTRAINT "admission_documents_application_id_admission_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."admission_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_documents" ADD CONSTRAINT "admission_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_parent_profile_id_user_profiles_id_fk" FOREIGN KEY ("parent_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_profile_id_user_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_terms" ADD CONSTRAINT "academic_terms_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_terms" ADD CONSTRAINT "academic_terms_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_applications_institute_idx" ON "admission_applications" USING btree ("institute_id","status","created_at");--> statement-breakpoint
CREATE INDEX "admission_documents_application_idx" ON "admission_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "stored_files_institute_idx" ON "stored_files" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "guardian_links_student_idx" ON "guardian_links" USING btree ("student_profile_id");--> statement-breakpoint
CREATE INDEX "academic_terms_session_idx" ON "academic_terms" USING btree ("session_id");