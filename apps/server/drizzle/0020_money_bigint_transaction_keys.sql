DROP INDEX "payment_transactions_institute_tran_uq";--> statement-breakpoint
ALTER TABLE "fee_concessions" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fee_particulars" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fee_structures" ALTER COLUMN "late_fee_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "student_dues" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "student_dues" ALTER COLUMN "concession_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "student_dues" ALTER COLUMN "paid_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "student_dues" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "online_orders" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "paid_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_records" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_records" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "transportation_costs" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "transaction_key" text;--> statement-breakpoint
-- The ID as the bank compares it (transactionIdKey in packages/shared): a gateway's pay_… id as it
-- came, any other upper-cased without spaces.
UPDATE "payment_transactions" SET "transaction_key" = CASE
  WHEN "transaction_id" ~ '^pay_[A-Za-z0-9]+$' THEN "transaction_id"
  ELSE upper(regexp_replace("transaction_id", '\s', '', 'g')) END;--> statement-breakpoint
-- IDs recorded before that differ only in case or spaces were recorded as separate payments, with
-- receipts: they stay so. The first keeps the key; each later one gets a key of its own ('#' and
-- its row id, which no typed ID can equal), so the unique index below can be built.
UPDATE "payment_transactions" t SET "transaction_key" = t."transaction_key" || '#' || t."id"
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "institute_id", "transaction_key" ORDER BY "created_at", "id") AS n
  FROM "payment_transactions"
) d
WHERE d."id" = t."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "transaction_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_institute_key_uq" ON "payment_transactions" USING btree ("institute_id","transaction_key");