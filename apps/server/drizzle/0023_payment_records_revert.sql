ALTER TABLE "payment_records" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "reverted_by_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "revert_reason" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_reverted_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("reverted_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "payment_records" r SET "status" = 'REVERTED', "reverted_at" = t."reverted_at", "reverted_by_profile_id" = t."reverted_by_profile_id", "revert_reason" = t."revert_reason" FROM "payment_transactions" t WHERE t."id" = r."transaction_pk" AND t."status" = 'REVERTED';
