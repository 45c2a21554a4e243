-- exams: one answer save (answer-queries.ts saveAnswer)
-- parameters of this example:
--   $1 = "2026-06-01T04:30:00.000Z"
--   $2 = "00000000-0000-4000-8000-000000000002"
--   $3 = "00000000-0000-4000-8000-000000000003"
--   $4 = "00000000-0000-4000-8000-000000000001"
--   $5 = "00000000-0000-4000-8000-000000000004"
--   $6 = "00000000-0000-4000-8000-000000000003"
--   $7 = "B"
--   $8 = "B"
--   $9 = "00000000-0000-4000-8000-000000000005"
--   $10 = "00000000-0000-4000-8000-000000000001"
--   $11 = "2026-06-01T04:30:00.000Z"
--   $12 = "00000000-0000-4000-8000-000000000001"
--   $13 = "00000000-0000-4000-8000-000000000005"
--   $14 = "00000000-0000-4000-8000-000000000004"
--   $15 = "B"
--   $16 = null
--   $17 = 7
--   $18 = "2026-06-01T04:30:00.000Z"
--   $19 = "00000000-0000-4000-8000-000000000005"
with att as (
      update exam_attempts a set last_seen_at = $1::timestamptz
      from academic_tasks t
      where a.institute_id = $2 and a.group_id = $3
        and a.academic_task_id = $4 and a.profile_id = $5
        and t.id = a.academic_task_id and t.group_id = $6
      returning a.id, a.institute_id, a.group_id, a.status, a.ends_at
    ), entry as (
      select e.id, q.question_type, e.maximum_marks,
        (q.question_type <> 'MCQ_SINGLE' or $7 = '' or exists (
          select 1 from exam_question_options o
          where o.question_id = q.id and not o.disabled and o.title = $8
        )) as choice_valid
      from exam_question_entries e join exam_questions q on q.id = e.question_id
      where e.id = $9 and e.academic_task_id = $10 and not e.disabled
    ), ok as (
      select att.* from att, entry
      where att.status = 'STARTED' and $11::timestamptz <= att.ends_at + make_interval(secs => 15) and entry.choice_valid
    ), saved as (
      insert into exam_answers (institute_id, group_id, attempt_id, academic_task_id,
        exam_question_id, profile_id, answer, file_id, version, saved_at)
      select ok.institute_id, ok.group_id, ok.id, $12, $13,
        $14, $15, $16::uuid, $17, $18::timestamptz
      from ok
      on conflict (attempt_id, exam_question_id) do update set
        answer = excluded.answer,
        file_id = coalesce(excluded.file_id, exam_answers.file_id),
        version = excluded.version,
        saved_at = excluded.saved_at
      where exam_answers.version < excluded.version
      returning id, answer, file_id, version, saved_at, marks, remarks
    )
    select att.id as attempt_id, att.status as attempt_status, att.ends_at,
      entry.id is not null as entry_found, entry.question_type, entry.maximum_marks,
      entry.choice_valid,
      saved.id is not null as applied,
      coalesce(saved.id, kept.id) as id,
      coalesce(saved.answer, kept.answer) as answer,
      case when saved.id is not null then saved.file_id else kept.file_id end as file_id,
      kept.file_id as previous_file_id,
      coalesce(saved.version, kept.version) as version,
      coalesce(saved.saved_at, kept.saved_at) as saved_at,
      case when saved.id is not null then saved.marks else kept.marks end as marks,
      case when saved.id is not null then saved.remarks else kept.remarks end as remarks
    from (select 1) as one
      left join att on true
      left join entry on true
      left join saved on true
      left join exam_answers kept
        on kept.attempt_id = att.id and kept.exam_question_id = $19
