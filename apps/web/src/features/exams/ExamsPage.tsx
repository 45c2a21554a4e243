import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import type { ExamLine } from './api';
import { ExamLineItem } from './student/ExamLineItem';
import { takerSections } from './student/exam-lists';
import { useMyExams, useNow } from './student/queries';
import { TeacherExams, useSetterClasses } from './student/TeacherExams';

/** A titled part of the page. */
function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={props.id}
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={props.id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

function TakerLists(props: { lines: ExamLine[]; nowMs: number; empty: Record<string, string> }) {
  const s = takerSections(props.lines, props.nowMs);
  const part = (key: 'open' | 'upcoming' | 'finished', title: string) => (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {s[key].length === 0 ? (
        <EmptyState>{props.empty[key]}</EmptyState>
      ) : (
        s[key].map((line) => (
          <ExamLineItem
            key={`${line.task.id}/${line.childId ?? ''}`}
            line={line}
            nowMs={props.nowMs}
          />
        ))
      )}
    </Box>
  );
  return (
    <>
      {part('open', 'Open now')}
      {part('upcoming', 'Upcoming')}
      {part('finished', 'Finished')}
    </>
  );
}

const STUDENT_EMPTY = {
  open: 'No exam is open right now.',
  upcoming: 'No exam is planned yet. Your teachers publish exams here before they open.',
  finished: 'No finished exams yet. Results show here once your teacher publishes them.',
};
const CHILD_EMPTY = {
  open: 'No exam is open right now.',
  upcoming: 'No exam is planned yet.',
  finished: 'No finished exams yet. Results show here once they are published.',
};

/**
 * /exam: a student's exams (open now with Start or Resume, upcoming, finished with the result
 * once published), a parent's children's, and a teacher's exams per class.
 */
export default function ExamsPage() {
  const mine = useMyExams();
  const nowMs = useNow();
  const lines = mine.data ?? [];
  const own = lines.filter((l) => l.role === 'student');
  const children = lines.filter((l) => l.role === 'parent');
  const taught = lines.filter((l) => l.role === 'teacher');
  const setterClasses = useSetterClasses();
  const childNames = [...new Set(children.map((l) => l.childName ?? ''))].sort();

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Exams
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Online exams of your classes: sit them while they are open, and see the results once they
        are published.
      </Typography>
      {mine.isPending ? (
        <Loading label="Loading your exams…" />
      ) : mine.isError ? (
        <LoadError error={mine.error} onRetry={() => mine.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {own.length > 0 && (
            <Section id="exams-own" title="Your exams">
              <TakerLists lines={own} nowMs={nowMs} empty={STUDENT_EMPTY} />
            </Section>
          )}
          {childNames.map((name, i) => (
            <Section key={name} id={`exams-child-${i}`} title={`${name || 'Your child'}'s exams`}>
              <TakerLists
                lines={children.filter((l) => (l.childName ?? '') === name)}
                nowMs={nowMs}
                empty={CHILD_EMPTY}
              />
            </Section>
          ))}
          <TeacherExams lines={taught} nowMs={nowMs} />
          {lines.length === 0 && setterClasses.length === 0 && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <EmptyState>
                You have no exams yet. When a teacher publishes an exam for your class, it shows
                here with the time it opens.
              </EmptyState>
            </Paper>
          )}
        </Box>
      )}
    </Box>
  );
}
