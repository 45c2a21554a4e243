import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ExamSetup } from '@shala/shared';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { usePermission } from '../../permissions';
import { GradeChangesPanel } from './GradeChangesPanel';
import { MarkByQuestion } from './MarkByQuestion';
import { MarkByStudent } from './MarkByStudent';
import { useResultSheet } from './marking-api';
import { MarkDraftsProvider } from './marking-drafts';
import { markingProgress } from './marking-rules';
import { Stat } from './parts';
import { SaveAllMarks } from './SaveAllMarks';

type Mode = 'student' | 'question';

/**
 * Marking: the progress of the whole exam, then by student (one attempt's answers, evaluated at
 * the end) or by question (every student's answer to one question). The choice is in the URL.
 * Marks typed anywhere on the tab are kept until saved, one by one or all at once (Save all).
 */
export function MarkingTab(props: { groupId: string; setup: ExamSetup }) {
  return (
    <MarkDraftsProvider>
      <Marking {...props} />
    </MarkDraftsProvider>
  );
}

function Marking({ groupId, setup }: { groupId: string; setup: ExamSetup }) {
  const mayMark = usePermission('finalEvaluation', groupId);
  const sheet = useResultSheet(groupId, setup.task.id);
  const [search, setSearch] = useSearchParams();
  const mode: Mode = search.get('by') === 'question' ? 'question' : 'student';
  const choose = (patch: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  if (sheet.isPending) return <Loading label="Loading the marking…" />;
  if (sheet.isError) return <LoadError error={sheet.error} onRetry={() => sheet.refetch()} />;
  const progress = markingProgress(sheet.data.attempts);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Box
        role="group"
        aria-label="Marking progress"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Stat label="Answers marked" value={String(progress.answersMarked)} />
        <Stat label="Answers to mark" value={String(progress.answersToMark)} />
        <Stat
          label="Evaluated of submitted"
          value={`${progress.evaluated} / ${progress.submitted}`}
        />
      </Box>
      <ToggleButtonGroup
        exclusive
        value={mode}
        onChange={(_, value: Mode | null) => value && choose({ by: value })}
        aria-label="Mark"
        size="small"
      >
        <ToggleButton value="student">By student</ToggleButton>
        <ToggleButton value="question">By question</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'student' ? (
        <MarkByStudent
          groupId={groupId}
          setup={setup}
          attempts={sheet.data.attempts}
          selected={search.get('student')}
          onSelect={(id) => choose({ student: id })}
        />
      ) : (
        <MarkByQuestion
          groupId={groupId}
          setup={setup}
          selected={search.get('question')}
          onSelect={(id) => choose({ question: id })}
        />
      )}
      {mayMark && <SaveAllMarks groupId={groupId} taskId={setup.task.id} />}
      <GradeChangesPanel groupId={groupId} taskId={setup.task.id} />
    </Box>
  );
}
