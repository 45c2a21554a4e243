CREATE TABLE "notice_attachments" (
	"notice_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "notice_attachments_notice_id_file_id_pk" PRIMARY KEY("notice_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"notice_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notice_recipients_notice_id_profile_id_pk" PRIMARY KEY("notice_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "notice_targets" (
	"notice_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "notice_targets_notice_id_target_id_pk" PRIMARY KEY("notice_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"posted_by" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_posted_by_user_profiles_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_recipients_profile_idx" ON "notice_recipients" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "notices_institute_publish_idx" ON "notices" USING btree ("institute_id","publish_at");--> statement-breakpoint
-- Notices (issue 24 §3): posting notices to the classes one teaches (createNotice: Teacher,
-- Front Office, the admin) and posting to anyone and managing every notice of the institute
-- (manageNotices: the admin and the Front Office, who sends the school's circulars). Institutes
-- made before get them too; a role an institute has edited keeps its edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'createNotice')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'TEACHER', 'FRONT_OFFICE') AND NOT ('createNotice' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'manageNotices')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'FRONT_OFFICE') AND NOT ('manageNotices' = ANY(permissions));
