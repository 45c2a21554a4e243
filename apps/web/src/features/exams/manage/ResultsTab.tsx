import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXAM_MESSAGES, type ExamSetup } from '@shala/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { usePermission } from '../../permissions';
import { shownMarks } from './exam-rules';
import { downloadResultsCsv, useMarkingChanges, useResultSheet } from './marking-api';
import { isMarkable } from './marking-rules';
import { Section, Stat, snackFailure, snackSuccess } from './parts';
import { ResultTable } from './ResultTable';
import { ScoreHistogram } from './ScoreHistogram';

/**
 * The class result sheet: figures, the score histogram, every student's total, percentage and
 * rank; CSV export; and publishing the results to students and parents once all are evaluated.
 */
export function ResultsTab({ groupId, setup }: { groupId: string; setup: ExamSetup }) {
  const taskId = setup.task.id;
  const sheet = useResultSheet(groupId, taskId);
  const mayPublish = usePermission('finalEvaluation', groupId);
  const { publishResults } = useMarkingChanges(groupId, taskId);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);

  if (sheet.isPending) return <Loading label="Loading the results…" />;
  if (sheet.isError) return <LoadError error={sheet.error} onRetry={() => sheet.refetch()} />;
  const data = sheet.data;
  const published = data.status === 'RESULTS_PUBLISHED';
  const notEvaluated = data.attempts.filter((a) => a.status === 'SUBMITTED').length;
  const evaluated = data.attempts.filter((a) => a.status === 'EVALUATED').length;
  const figure = (value: number | null) =>
    value === null ? '–' : `${shownMarks(value)} / ${shownMarks(data.maximumMarks)}`;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadResultsCsv(groupId, taskId, data.title);
    } catch (error) {
      snackFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      {published ? (
        <Alert severity="success">
          Results published: students and their parents see them. Marks can still be corrected with
          a reason, which the log keeps.
        </Alert>
      ) : (
        notEvaluated > 0 && (
          <Alert severity="info">{EXAM_MESSAGES.notEvaluated(notEvaluated)}</Alert>
        )
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined aria-hidden />}
          onClick={exportCsv}
          disabled={exporting}
        >
          Export CSV
        </Button>
        {mayPublish && !published && (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            Publish results
          </Button>
        )}
      </Box>
      <Box role="group" aria-label="Figures" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Stat label="Average" value={figure(data.average)} />
        <Stat label="Highest" value={figure(data.highest)} />
        <Stat label="Lowest" value={figure(data.lowest)} />
        <Stat
          label="Evaluated"
          value={`${evaluated} / ${data.attempts.filter((a) => isMarkable(a.status)).length}`}
        />
      </Box>
      <Section id="exam-results-histogram" title="Scores">
        <ScoreHistogram histogram={data.histogram} />
      </Section>
      <Section id="exam-results-sheet" title="Result sheet">
        {data.attempts.length === 0 ? (
          <Typography color="text.secondary">No students in this exam.</Typography>
        ) : (
          <ResultTable
            attempts={data.attempts}
            maximumMarks={data.maximumMarks}
            closesAt={setup.task.endDateTime}
            nowMs={sheet.dataUpdatedAt}
          />
        )}
      </Section>
      <ConfirmDialog
        open={confirming}
        title="Publish the results?"
        text="Students and their parents will see each result with its marks and remarks. Every submitted attempt must be evaluated first."
        confirmLabel="Publish results"
        busy={publishResults.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          publishResults.mutate(undefined, {
            onSuccess: (body) => snackSuccess(body, 'The results were published.'),
            onError: snackFailure,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Box>
  );
}
