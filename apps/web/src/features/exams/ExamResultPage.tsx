import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOCALE, type StudentResult } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { fetchResult } from './api';
import { resultPath } from './student/exam-lists';
import { useMyExams } from './student/queries';

const number = (n: number) => n.toLocaleString(LOCALE, { maximumFractionDigits: 2 });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{value}</Typography>
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
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))',
          mb: 3,
        }}
      >
        <Figure label="Total" value={`${number(result.total)} / ${number(result.maximumMarks)}`} />
        <Figure label="Percentage" value={`${number(result.percentage)}%`} />
        <Figure label="Rank" value={result.rank === null ? '—' : String(result.rank)} />
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Answers
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {result.answers.map((a, i) => (
          <Paper component="li" key={a.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, flex: 1 }}>
                Question {i + 1}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {a.marks === null ? 'Not marked' : `${number(a.marks)} / ${number(a.maximumMarks)}`}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>
              {a.question}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Answer
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.answer || 'Not answered'}
            </Typography>
            {a.file && (
              <Box
                component="img"
                src={a.file}
                alt={`Picture sent with the answer to question ${i + 1}`}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mt: 1, borderRadius: 1 }}
              />
            )}
            {a.correctAnswer && (
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                <strong>Answer key:</strong> {a.correctAnswer}
              </Typography>
            )}
            {a.remarks && (
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                <strong>Remarks:</strong> {a.remarks}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
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
