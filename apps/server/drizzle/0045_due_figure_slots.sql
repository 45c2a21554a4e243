ALTER TABLE "student_due_figures" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_due_figures" DROP CONSTRAINT "student_due_figures_institute_id_due_date_class_id_pk";--> statement-breakpoint
ALTER TABLE "student_due_figures" ADD CONSTRAINT "student_due_figures_institute_id_due_date_class_id_slot_pk" PRIMARY KEY("institute_id","due_date","class_id","slot");--> statement-breakpoint
-- A class's day is kept in up to eight rows, the slot taken from the writing transaction's id:
-- transactions begun one after another (a counter's payments) write different rows, so they no
-- longer wait for each other from their dues' update to their commit. Readers sum the slots.
CREATE OR REPLACE FUNCTION shala_add_due_shares(added student_dues[], taken student_dues[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(added) = 0 AND cardinality(taken) = 0 THEN RETURN; END IF;
  INSERT INTO student_due_figures AS f (institute_id, due_date, class_id, charges, due_paise,
      paid_paise, discount_paise, left_paise, slot)
    SELECT s.*, (txid_current() % 8)::smallint FROM (
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
  ON CONFLICT (institute_id, due_date, class_id, slot) DO UPDATE SET
    charges = f.charges + excluded.charges, due_paise = f.due_paise + excluded.due_paise,
    paid_paise = f.paid_paise + excluded.paid_paise,
    discount_paise = f.discount_paise + excluded.discount_paise,
    left_paise = f.left_paise + excluded.left_paise;
END $$;
