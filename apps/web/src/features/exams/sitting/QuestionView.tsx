import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXAM_FILE_MAX_BYTES, type ExamQuestion } from '@shala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { saveAnswer, type TaskRef } from '../api';
import { AnswerInput } from './AnswerInput';
import { nextVersion } from './answer-store';
import {
  examQuestionKey,
  startingAnswer,
  useExamQuestion,
  usePrefetchQuestion,
  withSavedAnswer,
} from './exam-question-query';
import type { ExamRun } from './exam-run';
import { pendingFor } from './save-queue';
import { isRetryableStatus } from './save-sender';

/**
 * Spec §2.6 (2): one question at a time, in the attempt's order, with Previous Question and
 * Next Question, or Save And Review on the last one.
 */
export function QuestionView(props: {
  taskRef: TaskRef;
  run: ExamRun;
  ids: readonly string[];
  index: number;
  onMove: (index: number) => void;
  onReview: () => void;
}) {
  const { ids, index, run } = props;
  const questionId = ids[index] ?? '';
  const query = useExamQuestion(props.taskRef.groupId, questionId, run);
  // The next question is fetched ahead, so it shows even if the connection drops meanwhile.
  usePrefetchQuestion(props.taskRef.groupId, ids[index + 1], run.store);
  if (!query.data) {
    return query.isError ? (
      <LoadError error={query.error} onRetry={() => query.refetch()} />
    ) : (
      <Loading label="Loading the question…" />
    );
  }
  if (query.isFetching) return <Loading label="Loading the question…" />;
  return (
    <QuestionBody
      key={questionId}
      {...props}
      question={query.data}
      number={index + 1}
      total={ids.length}
    />
  );
}

function QuestionBody(props: {
  taskRef: TaskRef;
  run: ExamRun;
  question: ExamQuestion;
  number: number;
  total: number;
  index: number;
  onMove: (index: number) => void;
  onReview: () => void;
}) {
  const { run, question, number, total } = props;
  const queryClient = useQueryClient();
  const [value, setValue] = useState(() => startingAnswer(run, question));
  const [busy, setBusy] = useState(false);
  const [attached, setAttached] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const last = number === total;
  const textId = `question-text-${question.id}`;
  const q = question.questionOutputDto;

  // A new question takes the focus to its heading, so a screen reader reads it first.
  useEffect(() => heading.current?.focus(), []);

  const change = (next: string) => {
    setValue(next);
    run.store.setDraft(question.id, next);
  };

  /** Next saves the answer (with an empty file), clears the draft and moves on (spec §4). */
  const go = async (to: 'next' | 'previous') => {
    setBusy(true);
    try {
      if (to === 'next') {
        const unchanged =
          value === (question.answer ?? '') && !pendingFor(run.store.queue(), question.id);
        if (unchanged) run.store.clearDraft(question.id);
        else await run.saveAnswerNow(question.id, value);
      }
    } finally {
      setBusy(false);
    }
    if (to === 'previous') props.onMove(props.index - 1);
    else if (last) props.onReview();
    else props.onMove(props.index + 1);
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > EXAM_FILE_MAX_BYTES) {
      showSnack({ message: 'The image can be at most 2 MB.', severity: 'error' });
      return;
    }
    const version = nextVersion(run.store.lastVersion(question.id));
    run.store.noteVersion(question.id, version);
    setBusy(true);
    try {
      const saved = await saveAnswer({
        ...props.taskRef,
        questionId: question.id,
        answer: value,
        version,
        file,
      });
      run.store.clearDraft(question.id);
      if (saved.applied) {
        queryClient.setQueryData<ExamQuestion>(examQuestionKey(question.id), (kept) =>
          withSavedAnswer(kept, value, version),
        );
      }
      setAttached(file.name);
      showSnack({ message: saved.message, severity: 'success' });
    } catch (error) {
      const offline = error instanceof ApiError && isRetryableStatus(error.status);
      showSnack({
        message: offline
          ? 'The image could not be sent. Check your connection and attach it again.'
          : errorMessage(error),
        severity: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={`question-heading-${question.id}`}>
      <Typography
        id={`question-heading-${question.id}`}
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, mb: 1, outline: 'none' }}
      >
        Question {number} of {total}
        <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '0.95rem' }}>
          ({question.maximumMarks} {question.maximumMarks === 1 ? 'mark' : 'marks'})
        </Typography>
      </Typography>
      <Typography
        id={textId}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2, fontSize: '1.05rem' }}
      >
        {q.question}
      </Typography>
      {q.file && (
        <Box
          component="img"
          src={q.file}
          alt={`Picture for question ${number}`}
          sx={{ display: 'block', maxWidth: '100%', height: 'auto', mb: 2, borderRadius: 1 }}
        />
      )}
      <AnswerInput question={question} value={value} onChange={change} labelledBy={textId} />
      {q.questionType === 'SUBJECTIVE' && (
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            disabled={busy}
            sx={{ minHeight: 36 }}
          >
            Attach an image (optional)
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                void attach(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          {attached && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Attached: {attached}
            </Typography>
          )}
        </Box>
      )}
      <Box
        sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Button
          variant="outlined"
          disabled={busy || props.index === 0}
          onClick={() => void go('previous')}
          sx={{ minHeight: 44, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          Previous Question
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void go('next')}
          sx={{ minHeight: 44, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          {last ? 'Save And Review' : 'Next Question'}
        </Button>
      </Box>
    </Box>
  );
}
