import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankQuestion } from '@shala/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/PagedList';
import type { BankAnswer } from './api';
import { type CardActions, QuestionCard } from './QuestionCard';
import { bankSections } from './rules';

/**
 * The bank as the list answers it: a page grouped by difficulty and type (spec §7) with its
 * pager, or the questions a search found, best match first.
 */
export function BankList(props: {
  answer: BankAnswer;
  groupId: string;
  actionsOf: (q: BankQuestion) => CardActions;
  onPage: (pageNo: number) => void;
}) {
  const { answer } = props;
  const card = (q: BankQuestion) => (
    <QuestionCard
      key={q.id}
      question={q}
      fromInstitute={q.groupId !== props.groupId}
      actions={props.actionsOf(q)}
    />
  );

  if (answer.kind === 'found') {
    if (answer.questions.length === 0) {
      return <EmptyState>No question matches. Try other tags or another category.</EmptyState>;
    }
    return (
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {answer.questions.length} {answer.questions.length === 1 ? 'question' : 'questions'} found
        </Typography>
        {answer.questions.map(card)}
      </Stack>
    );
  }

  const { list } = answer;
  const sections = bankSections(list);
  if (list.total === 0) {
    return <EmptyState>The bank has no questions yet. Add one, or import a CSV file.</EmptyState>;
  }
  return (
    <Box>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 3 }} aria-label={section.title}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {section.title}
          </Typography>
          <Stack spacing={1.5}>{section.questions.map(card)}</Stack>
        </Box>
      ))}
      <Pager
        label="Question bank pages"
        page={list.pageNo}
        pageSize={list.limit}
        total={list.total}
        onPage={props.onPage}
      />
    </Box>
  );
}
