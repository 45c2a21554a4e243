CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"session_id" uuid,
	"role_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid NOT NULL,
	"new_account" boolean DEFAULT false NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invited_by_account_id" uuid,
	"invited_by_profile_id" uuid,
	"accepted_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "applicant_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_account_id_accounts_id_fk" FOREIGN KEY ("invited_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("invited_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_profile_id_user_profiles_id_fk" FOREIGN KEY ("accepted_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "invitations_group_idx" ON "invitations" USING btree ("group_id","status");--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_applicant_profile_id_user_profiles_id_fk" FOREIGN KEY ("applicant_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing institutes' built-in roles get the new getMemberDetails action where the built-ins now hold it.
UPDATE "roles" SET "permissions" = array_append("permissions", 'getMemberDetails')
WHERE "builtin_key" IN ('INSTITUTE_ADMIN', 'ACCOUNTANT', 'FRONT_OFFICE')
  AND NOT ('getMemberDetails' = ANY("permissions"));--> statement-breakpoint
-- Every institute gets the minimal Member role a class invite now brings (another name if the institute has a "Member" of its own).
INSERT INTO "roles" ("institute_id", "name", "builtin_key", "permissions")
SELECT g."id",
  CASE WHEN EXISTS (SELECT 1 FROM "roles" r WHERE r."institute_id" = g."id" AND r."name" = 'Member')
    THEN 'Member (basic)' ELSE 'Member' END,
  'MEMBER', ARRAY['getGroup', 'getAcademicSession']
FROM "groups" g
WHERE g."type" = 'INSTITUTE'
  AND NOT EXISTS (SELECT 1 FROM "roles" r WHERE r."institute_id" = g."id" AND r."builtin_key" = 'MEMBER');
