import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ExamSetup } from '@shala/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { shownDateTime } from '../../../core/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { usePermission } from '../../permissions';
import { useTaskChanges } from './api';
import {
  countedEntries,
  endEarlyOffer,
  isDraft,
  publishBlocker,
  shownMarks,
  totalMarks,
} from './exam-rules';
import { Section, snackFailure, snackSuccess } from './parts';

/**
 * Publishing: the class's students see the exam, each gets an attempt, and its questions, marks,
 * opening time and settings freeze. Offered once there is a config and a question.
 */
export function PublishTab({ groupId, setup }: { groupId: string; setup: ExamSetup }) {
  const { task } = setup;
  const mayPublish = usePermission('updateExamConfig', groupId);
  const { publish, end } = useTaskChanges(groupId, task.id);
  const [ending, setEnding] = useState(false);
  const endOffer = endEarlyOffer(setup, Date.now());
  const [, setSearch] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const blocker = publishBlocker(setup);
  const count = countedEntries(setup.examQuestions).length;

  if (!isDraft(task.status)) {
    return (
      <Section id="exam-publish" title="Published">
        <Typography sx={{ mb: 2 }}>
          The students of {task.groupName} see this exam. It opens on{' '}
          {shownDateTime(task.startDateTime)} and closes on {shownDateTime(task.endDateTime)}.{' '}
          {setup.attemptCounts.started} of {setup.attemptCounts.total} have started,{' '}
          {setup.attemptCounts.submitted} submitted.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setSearch({ tab: 'students' }, { replace: true })}
          >
            Follow the students
          </Button>
          {mayPublish && endOffer && (
            <Button variant="outlined" color="warning" onClick={() => setEnding(true)}>
              {endOffer.forEveryone ? 'End the exam for everyone' : 'End the exam now'}
            </Button>
          )}
        </Box>
        {endOffer && (
          <ConfirmDialog
            open={ending}
            title={
              endOffer.forEveryone ? `End ${task.title} for everyone?` : `End ${task.title} now?`
            }
            text={endOffer.text}
            confirmLabel={endOffer.forEveryone ? 'End for everyone' : 'End the exam'}
            busy={end.isPending}
            onClose={() => setEnding(false)}
            onConfirm={() =>
              end.mutate(endOffer.forEveryone, {
                onSuccess: (body) => snackSuccess(body, 'The exam has ended.'),
                onError: snackFailure,
                onSettled: () => setEnding(false),
              })
            }
          />
        )}
      </Section>
    );
  }

  return (
    <Section id="exam-publish" title="Publish the exam">
      <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
        <li>
          {count} {count === 1 ? 'question' : 'questions'},{' '}
          {shownMarks(totalMarks(setup.examQuestions))} marks in all.
        </li>
        <li>
          Opens {shownDateTime(task.startDateTime)}, closes {shownDateTime(task.endDateTime)}.
        </li>
        <li>Settings: {setup.examConfig ? 'saved' : 'not saved yet'}.</li>
      </Box>
      <Typography sx={{ mb: 2 }}>
        When you publish, the students of {task.groupName} see the exam in their lists and can start
        it when it opens. Its questions, marks, opening time and settings can then no longer change;
        you can still change its name and rules and close it later.
      </Typography>
      {blocker && (
        <Alert severity="info" id={reasonId} sx={{ mb: 2 }}>
          {blocker}
        </Alert>
      )}
      {mayPublish ? (
        <Button
          variant="contained"
          disabled={!!blocker}
          aria-describedby={blocker ? reasonId : undefined}
          onClick={() => setConfirming(true)}
        >
          Publish exam
        </Button>
      ) : (
        <Typography color="text.secondary">Your role does not publish exams.</Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Publish ${task.title}?`}
        text={`The students of ${task.groupName} will see it and can start it from ${shownDateTime(task.startDateTime)}. Its questions, marks, opening time and settings will be fixed.`}
        confirmLabel="Publish"
        busy={publish.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          publish.mutate(undefined, {
            onSuccess: (body) => snackSuccess(body, 'The exam was published.'),
            onError: snackFailure,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Section>
  );
}
