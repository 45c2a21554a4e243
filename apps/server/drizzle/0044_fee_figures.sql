CREATE TABLE "student_due_figures" (
	"institute_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"charges" integer NOT NULL,
	"due_paise" bigint NOT NULL,
	"paid_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"left_paise" bigint NOT NULL,
	CONSTRAINT "student_due_figures_institute_id_due_date_class_id_pk" PRIMARY KEY("institute_id","due_date","class_id")
);
--> statement-breakpoint
CREATE TABLE "payment_day_figures" (
	"institute_id" uuid NOT NULL,
	"day" date NOT NULL,
	"records" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "payment_day_figures_institute_id_day_pk" PRIMARY KEY("institute_id","day")
);
--> statement-breakpoint
ALTER TABLE "student_due_figures" ADD CONSTRAINT "student_due_figures_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_due_figures" ADD CONSTRAINT "student_due_figures_class_id_groups_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_day_figures" ADD CONSTRAINT "payment_day_figures_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- student_due_figures and payment_day_figures are kept here, by statement triggers that add
-- each statement's new rows' shares and take away its old rows', whichever module writes: a
-- charge's share of its class and due date (rules/fee-totals.ts: not cancelled; one carried over
-- to the next session owes what was settled of it, and has nothing left), and an active
-- record's share of its transaction's day on India's clock (+05:30).
-- - The shares are added in key order, so two statements never wait on each other's rows the
--   other way round.
-- - A share whose class or institute is gone is left out: its figures went with it (cascade).
-- - The statements are static, so each connection plans them once (a statement planned anew
--   on every payment cost more than the payment itself: bench/payments).
CREATE OR REPLACE FUNCTION shala_add_due_shares(added student_dues[], taken student_dues[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(added) = 0 AND cardinality(taken) = 0 THEN RETURN; END IF;
  INSERT INTO student_due_figures AS f (institute_id, due_date, class_id, charges, due_paise,
      paid_paise, discount_paise, left_paise)
    SELECT s.* FROM (
      SELECT institute_id, due_date, class_id, sum(sign) AS charges, sum(sign * owed) AS due,
        sum(sign * paid_paise) AS paid, sum(sign * discount_paise) AS discount,
        sum(sign * (owed - paid_paise - discount_paise)) AS left_
      FROM (
        SELECT sign, d.institute_id, d.due_date, d.class_id, d.paid_paise, d.discount_paise,
          CASE WHEN d.carried_over_at IS NULL THEN d.amount_paise
            ELSE d.paid_paise + d.discount_paise END AS owed
        FROM (SELECT 1 AS sign, a.* FROM unnest(added) a
          UNION ALL SELECT -1, t.* FROM unnest(taken) t) d
        WHERE d.kind = 'CHARGE' AND d.cancelled_at IS NULL) shares
      GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0 OR sum(sign * owed) <> 0 OR sum(sign * paid_paise) <> 0
        OR sum(sign * discount_paise) <> 0) s
    WHERE EXISTS (SELECT 1 FROM groups g WHERE g.id = s.class_id)
      AND EXISTS (SELECT 1 FROM groups g WHERE g.id = s.institute_id)
    ORDER BY 1, 2, 3
  ON CONFLICT (institute_id, due_date, class_id) DO UPDATE SET
    charges = f.charges + excluded.charges, due_paise = f.due_paise + excluded.due_paise,
    paid_paise = f.paid_paise + excluded.paid_paise,
    discount_paise = f.discount_paise + excluded.discount_paise,
    left_paise = f.left_paise + excluded.left_paise;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shala_add_payment_shares(added payment_records[],
  taken payment_records[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(added) = 0 AND cardinality(taken) = 0 THEN RETURN; END IF;
  INSERT INTO payment_day_figures AS f (institute_id, day, records, amount_paise)
    SELECT s.* FROM (
      SELECT r.institute_id,
        ((t.transaction_date AT TIME ZONE 'UTC') + interval '330 minutes')::date AS day,
        sum(r.sign) AS records, sum(r.sign * r.amount_paise) AS amount
      FROM (SELECT 1 AS sign, a.* FROM unnest(added) a
          UNION ALL SELECT -1, o.* FROM unnest(taken) o) r
        JOIN payment_transactions t ON t.id = r.transaction_pk
      WHERE r.status = 'ACTIVE'
      GROUP BY 1, 2
      HAVING sum(r.sign) <> 0 OR sum(r.sign * r.amount_paise) <> 0) s
    WHERE EXISTS (SELECT 1 FROM groups g WHERE g.id = s.institute_id)
    ORDER BY 1, 2
  ON CONFLICT (institute_id, day) DO UPDATE SET records = f.records + excluded.records,
    amount_paise = f.amount_paise + excluded.amount_paise;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shala_count_student_dues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shala_add_due_shares(array(SELECT n::student_dues FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM shala_add_due_shares(array(SELECT n::student_dues FROM new_rows n),
      array(SELECT o::student_dues FROM old_rows o));
  ELSE
    PERFORM shala_add_due_shares('{}', array(SELECT o::student_dues FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shala_count_payment_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shala_add_payment_shares(array(SELECT n::payment_records FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM shala_add_payment_shares(array(SELECT n::payment_records FROM new_rows n),
      array(SELECT o::payment_records FROM old_rows o));
  ELSE
    PERFORM shala_add_payment_shares('{}', array(SELECT o::payment_records FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A record's day is its transaction's: when a transaction goes (and its records with it, by
-- cascade), its records' shares are taken away before it, while the day can still be read; the
-- records' own trigger then finds no transaction and takes nothing away again.
CREATE OR REPLACE FUNCTION shala_uncount_payment_transaction() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shala_add_payment_shares('{}',
    array(SELECT r FROM payment_records r WHERE r.transaction_pk = OLD.id));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_dues_figures_insert AFTER INSERT ON student_dues
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shala_count_student_dues();
--> statement-breakpoint
CREATE TRIGGER student_dues_figures_update AFTER UPDATE ON student_dues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shala_count_student_dues();
--> statement-breakpoint
CREATE TRIGGER student_dues_figures_delete AFTER DELETE ON student_dues
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shala_count_student_dues();
--> statement-breakpoint
CREATE TRIGGER payment_records_figures_insert AFTER INSERT ON payment_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shala_count_payment_records();
--> statement-breakpoint
CREATE TRIGGER payment_records_figures_update AFTER UPDATE ON payment_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shala_count_payment_records();
--> statement-breakpoint
CREATE TRIGGER payment_records_figures_delete AFTER DELETE ON payment_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shala_count_payment_records();
--> statement-breakpoint
CREATE TRIGGER payment_transactions_figures_delete BEFORE DELETE ON payment_transactions
  FOR EACH ROW EXECUTE FUNCTION shala_uncount_payment_transaction();
--> statement-breakpoint
-- The figures of the rows already there, added by the same rules.
SELECT shala_add_due_shares(array(SELECT d FROM student_dues d), '{}');
--> statement-breakpoint
SELECT shala_add_payment_shares(array(SELECT r FROM payment_records r), '{}');
