import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExamAnswer, ExamQuestion } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { fetchMyAnswers, type TaskRef } from '../api';
import { AnswerInput } from './AnswerInput';
import { startingAnswer, useExamQuestion } from './exam-question-query';
import type { ExamRun } from './exam-run';
import { pendingFor } from './save-queue';
import { latestAnswer, submitConfirmText, unansweredCount } from './submit-confirm';

/**
 * Spec §2.6 (3): every question of the exam with its answer (answered or not), each editable
 * and saved in place, and Submit Exam.
 */
export function ReviewView(props: { taskRef: TaskRef; run: ExamRun; ids: readonly string[] }) {
  const { taskRef, run, ids } = props;
  const answers = useQuery({
    queryKey: ['exam', 'answers', taskRef.academicTaskId],
    queryFn: () => fetchMyAnswers(taskRef),
    gcTime: 0,
  });
  const byQuestion = new Map((answers.data ?? []).map((a) => [a.questionId, a]));
  const [confirming, setConfirming] = useState(false);
  const unanswered = confirming
    ? unansweredCount(ids, (id) =>
        latestAnswer(id, {
          draft: run.store.draft,
          queue: run.store.queue(),
          saved: new Map((answers.data ?? []).map((a) => [a.questionId, a.answer])),
        }),
      )
    : 0;
  return (
    <Box component="section" aria-labelledby="review-heading">
      <Typography id="review-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Review your answers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Change any answer and save it, then choose Submit Exam. After submitting you cannot change
        your answers.
      </Typography>
      {answers.isError && <LoadError error={answers.error} onRetry={() => answers.refetch()} />}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {ids.map((id, i) => (
          <li key={id}>
            <ReviewItem
              groupId={taskRef.groupId}
              questionId={id}
              number={i + 1}
              run={run}
              saved={byQuestion.get(id)}
            />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          variant="contained"
          color="primary"
          size="large"
          disabled={run.finishing !== null}
          // The answers read when the review opened miss those sent since (an offline answer
          // that went out meanwhile): read them again so the count is of what the server holds.
          onClick={() => void answers.refetch().then(() => setConfirming(true))}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
        >
          Submit Exam
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming && run.finishing === null}
        title="Submit your exam?"
        text={submitConfirmText(ids.length, unanswered)}
        confirmLabel="Submit"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run.submit();
        }}
      />
    </Box>
  );
}

function ReviewItem(props: {
  groupId: string;
  questionId: string;
  number: number;
  run: ExamRun;
  saved: ExamAnswer | undefined;
}) {
  const query = useExamQuestion(props.groupId, props.questionId, props.run);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      {query.data && !query.isFetching ? (
        <ReviewAnswer {...props} question={query.data} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Loading label={`Loading question ${props.number}…`} />
      )}
    </Paper>
  );
}

function ReviewAnswer(props: {
  number: number;
  run: ExamRun;
  question: ExamQuestion;
  saved: ExamAnswer | undefined;
}) {
  const { run, question, number } = props;
  const [value, setValue] = useState(() => startingAnswer(run, question));
  const [lastSaved, setLastSaved] = useState(
    () => pendingFor(run.store.queue(), question.id)?.answer ?? question.answer ?? '',
  );
  const [busy, setBusy] = useState(false);
  const textId = `review-text-${question.id}`;
  const waiting = !!pendingFor(run.store.queue(), question.id) && run.pending > 0;
  const dirty = value !== lastSaved;

  const save = async () => {
    setBusy(true);
    try {
      await run.saveAnswerNow(question.id, value);
      setLastSaved(value);
    } finally {
      setBusy(false);
    }
  };

  const state = dirty
    ? 'Not saved'
    : waiting
      ? 'Waiting to be sent'
      : value
        ? 'Saved'
        : 'Not answered';
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          Question {number}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {question.maximumMarks} {question.maximumMarks === 1 ? 'mark' : 'marks'}
        </Typography>
        <Chip
          size="small"
          label={state}
          color={state === 'Saved' ? 'success' : state === 'Not answered' ? 'default' : 'warning'}
          sx={{ ml: 'auto' }}
        />
      </Box>
      <Typography id={textId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}>
        {question.questionOutputDto.question}
      </Typography>
      <AnswerInput
        question={question}
        value={value}
        onChange={(next) => {
          setValue(next);
          run.store.setDraft(question.id, next);
        }}
        labelledBy={textId}
        disabled={run.finishing !== null}
      />
      {props.saved?.file && (
        <Box
          component="img"
          src={props.saved.file}
          alt={`Your picture for question ${number}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mt: 1.5, borderRadius: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={busy || !dirty || run.finishing !== null}
          onClick={() => void save()}
          sx={{ minHeight: 36 }}
          aria-label={`Save the answer to question ${number}`}
        >
          Save answer
        </Button>
      </Box>
    </>
  );
}
