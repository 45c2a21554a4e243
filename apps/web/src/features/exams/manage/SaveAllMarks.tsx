import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EXAM_MESSAGES } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { useBlocker } from 'react-router';
import { errorMessage } from '../../../core/http';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useMarkingChanges } from './marking-api';
import { useMarkDrafts, useUnsavedCount, useWrongCount } from './marking-drafts';
import { changedMarks, correctingText, markingBatch, unsavedText } from './marking-rules';
import { snackSuccess } from './parts';

/**
 * Save all: a bar kept at the bottom of the marking screen saying how many typed marks are not
 * saved, with one button that sends them all (PUT exam/marking/all: all are saved, or none). On
 * a refusal the typed marks stay as they are, with the reason. Leaving the Marking tab (or the
 * page) with unsaved marks asks first.
 */
export function SaveAllMarks(props: { groupId: string; taskId: string }) {
  const drafts = useMarkDrafts();
  const count = useUnsavedCount();
  const wrong = useWrongCount();
  const { markAll } = useMarkingChanges(props.groupId, props.taskId);
  const [failure, setFailure] = useState<string | null>(null);
  const statusId = useId();

  useEffect(() => {
    if (count === 0) setFailure(null);
  }, [count]);

  const saveAll = () => {
    setFailure(null);
    const sent = changedMarks(drafts.all());
    const batch = markingBatch(sent);
    drafts.replaceErrors(batch.ok ? new Map() : batch.errors);
    // Wrong marks show their errors (and the count below, until corrected).
    if (!batch.ok) return batch.errors.size > 0 ? undefined : setFailure(batch.message);
    markAll.mutate(batch.marks, {
      onSuccess: (body) => {
        snackSuccess(body, EXAM_MESSAGES.marksSaved(batch.marks.length));
        drafts.saved(sent);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  // Leaving with unsaved marks: another tab of the exam or another page asks first; choosing a
  // student or a question (the same tab) keeps the drafts, so it does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      drafts.changedCount() > 0 &&
      (nextLocation.pathname !== currentLocation.pathname ||
        new URLSearchParams(nextLocation.search).get('tab') !==
          new URLSearchParams(currentLocation.search).get('tab')),
  );
  useEffect(() => {
    if (count === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [count]);

  return (
    <>
      <Paper
        elevation={3}
        role="region"
        aria-label="Save all marks"
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          zIndex: 2,
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          gap: 1,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography id={statusId} aria-live="polite" sx={{ fontWeight: count > 0 ? 600 : 400 }}>
            {unsavedText(count)}
          </Typography>
          <Button
            variant="contained"
            disabled={count === 0 || markAll.isPending}
            aria-describedby={statusId}
            onClick={saveAll}
            sx={{ minHeight: 40 }}
          >
            {markAll.isPending ? 'Saving…' : `Save all (${count})`}
          </Button>
        </Box>
        {(failure || wrong > 0) && (
          <Alert severity="error" role="alert">
            {wrong > 0 ? correctingText(wrong) : failure}
          </Alert>
        )}
      </Paper>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        text={`${unsavedText(count)} will be lost. Save all keeps them.`}
        confirmLabel="Leave without saving"
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}
