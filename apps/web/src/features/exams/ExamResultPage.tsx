import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { percentText, type StudentResult } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { fetchResult } from './api';
import { AnswerItem, shownNumber as number, UnansweredItem } from './ResultAnswers';
import { resultPath } from './student/exam-lists';
import { useMyExams } from './student/queries';

/**
 * One figure of three. The figures share a row; a figure never wraps ("9.5 / 11" stays whole)
 * and is never narrower than itself: a row too narrow for all three moves the last to the next.
 */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 1.5 },
        borderRadius: 2,
        bgcolor: 'action.hover',
        flex: '1 1 0',
        minWidth: 'max-content',
      }}
    >
      <Typography
        sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function ResultView({ result }: { result: StudentResult }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {result.fullName} · {result.groupName}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Figure label="Total" value={`${number(result.total)} / ${number(result.maximumMarks)}`} />
        <Figure label="Percentage" value={percentText(result.percentage)} />
        <Figure label="Rank" value={result.rank === null ? '—' : String(result.rank)} />
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Answers
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {result.answers.map((a, i) => (
          <AnswerItem key={a.id} a={a} n={i + 1} />
        ))}
      </Box>
      {result.unanswered.length > 0 && (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
            Not answered
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {result.unanswered.map((q) => (
              <UnansweredItem key={q.questionId} q={q} />
            ))}
          </Box>
        </>
      )}
    </>
  );
}

/**
 * /exam/result/{groupId}/{taskId}: a published result (total, percentage, rank, each answer
 * with its marks, remarks and the key when shown). A parent names the child (?userProfileId=),
 * chosen here when several of the parent's children sat the exam.
 */
export default function ExamResultPage() {
  const { groupId = '', taskId = '' } = useParams();
  const [search] = useSearchParams();
  const named = search.get('userProfileId');
  const mine = useMyExams();
  const children = (mine.data ?? []).filter((l) => l.role === 'parent' && l.task.id === taskId);
  const child = named ?? (children.length === 1 ? (children[0]?.childId ?? null) : null);
  const choosing = !named && children.length > 1;
  const ready = named !== null || (!mine.isPending && !choosing);
  const result = useQuery({
    queryKey: ['exam', 'result', groupId, taskId, child],
    queryFn: () => fetchResult({ groupId, academicTaskId: taskId, userProfileId: child }),
    enabled: ready,
  });
  const title = result.data?.title ?? children[0]?.task.title;

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {title ? `Result: ${title}` : 'Exam Result'}
      </Typography>
      {children.length > 1 && (
        <Box sx={{ my: 2 }}>
          <Typography sx={{ mb: 1 }}>Whose result would you like to see?</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {children.map((l) => (
              <Button
                key={l.childId ?? ''}
                component={RouterLink}
                to={resultPath(l.task, l.childId)}
                variant={l.childId === child ? 'contained' : 'outlined'}
                aria-current={l.childId === child ? 'page' : undefined}
              >
                {l.childName}
              </Button>
            ))}
          </Box>
        </Box>
      )}
      {!choosing &&
        (!ready || result.isPending ? (
          <Loading label="Loading the result…" />
        ) : result.isError ? (
          <LoadError error={result.error} onRetry={() => result.refetch()} />
        ) : (
          <ResultView result={result.data} />
        ))}
      <Button component={RouterLink} to="/exam" sx={{ mt: 2 }}>
        Back to exams
      </Button>
    </Box>
  );
}
