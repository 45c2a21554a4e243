CREATE TABLE "calendar_event_classes" (
	"event_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	CONSTRAINT "calendar_event_classes_event_id_class_id_pk" PRIMARY KEY("event_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid,
	"owner_profile_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_events_one_owner" CHECK (("calendar_events"."institute_id" is null) <> ("calendar_events"."owner_profile_id" is null))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"due_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_event_classes" ADD CONSTRAINT "calendar_event_classes_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_classes" ADD CONSTRAINT "calendar_event_classes_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_classes" ADD CONSTRAINT "calendar_event_classes_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_profile_id_user_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_classes_class_idx" ON "calendar_event_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "calendar_events_institute_idx" ON "calendar_events" USING btree ("institute_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_idx" ON "calendar_events" USING btree ("owner_profile_id","starts_at");--> statement-breakpoint
CREATE INDEX "todos_profile_idx" ON "todos" USING btree ("profile_id","due_at");--> statement-breakpoint
CREATE INDEX "todos_reminder_idx" ON "todos" USING btree ("remind_at") WHERE "todos"."reminded_at" is null and "todos"."done_at" is null;