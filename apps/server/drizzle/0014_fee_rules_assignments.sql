CREATE TABLE "fee_assignments" (
	"structure_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"institute_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_assignments_structure_id_profile_id_pk" PRIMARY KEY("structure_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "sibling_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "staff_child_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_dues" ADD COLUMN "carried_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fee_assignments" ADD CONSTRAINT "fee_assignments_structure_id_fee_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_assignments" ADD CONSTRAINT "fee_assignments_profile_id_user_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_assignments" ADD CONSTRAINT "fee_assignments_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_assignments_profile_idx" ON "fee_assignments" USING btree ("profile_id");