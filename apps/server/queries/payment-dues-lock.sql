-- payments: the dues a payment pays into, locked (dues-queries.ts)
-- parameters of this example:
--   $1 = "00000000-0000-4000-8000-000000000002"
--   $2 = "00000000-0000-4000-8000-000000000006"
--   $3 = "00000000-0000-4000-8000-000000000004"
--   $4 = "00000000-0000-4000-8000-000000000007"
--   $5 = "FEES"
select "id", "particular", "due_date", "position", "kind", "amount_paise", "paid_paise", "discount_paise", "previous_carry_over", "profile_id", "class_id", "session_id", "institute_id", "record_type", "source", "source_id", "concession_paise" from "student_dues" where ("student_dues"."institute_id" = $1 and "student_dues"."session_id" = $2 and "student_dues"."profile_id" in ($3, $4) and "student_dues"."record_type" = $5 and "student_dues"."cancelled_at" is null and "student_dues"."carried_over_at" is null) order by "student_dues"."id" asc for update
