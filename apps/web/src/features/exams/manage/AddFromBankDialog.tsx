import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ExamQuestion } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ListBody } from '../../../ui/PagedList';
import { BANK_PAGE_SIZE, type BankSearch, useBankQuestions, useExamQuestionChanges } from './api';
import { BankQuestionOption } from './BankQuestionOption';
import { questionIdsInExam } from './exam-rules';

type SearchBy = BankSearch['by'];

/** What the search fields ask for; empty text asks for the whole bank. */
function searchOf(by: SearchBy, text: string, pageNo: number): BankSearch {
  const t = text.trim();
  if (by === 'tags' && t) return { by: 'tags', tags: t };
  if (by === 'category' && t) return { by: 'category', category: t };
  return { by: 'all', pageNo };
}

/**
 * Picks questions from the class's bank and its institute's, searched by tags or category, and
 * places them in the exam with their own marks (changed afterwards on the Questions tab).
 */
export function AddFromBankDialog(props: {
  open: boolean;
  groupId: string;
  taskId: string;
  inExam: readonly ExamQuestion[];
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [by, setBy] = useState<SearchBy>('all');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<BankSearch>({ by: 'all', pageNo: 1 });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const bank = useBankQuestions(props.groupId, search, props.open);
  const { add } = useExamQuestionChanges(props.groupId, props.taskId);
  const already = questionIdsInExam(props.inExam);

  useEffect(() => {
    if (!props.open) return;
    setChosen(new Set());
    setFailure(null);
  }, [props.open]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const addChosen = async () => {
    setAdding(true);
    setFailure(null);
    let added = 0;
    const failures: string[] = [];
    // One at a time, in the order ticked: the exam keeps that order.
    for (const questionId of chosen) {
      try {
        await add.mutateAsync({ questionId });
        added += 1;
      } catch (error) {
        failures.push(errorMessage(error));
      }
    }
    setAdding(false);
    if (added > 0) {
      showSnack({
        message: `${added} ${added === 1 ? 'question was' : 'questions were'} added to the exam.`,
        severity: 'success',
      });
    }
    if (failures.length > 0) {
      setFailure(`${failures.length} not added: ${[...new Set(failures)].join(' ')}`);
      setChosen(new Set());
      return;
    }
    props.onClose();
  };

  const questions = bank.data?.questions ?? [];
  const total = bank.data?.total ?? null;
  const pages = total === null ? 1 : Math.max(1, Math.ceil(total / BANK_PAGE_SIZE));

  return (
    <Dialog
      open={props.open}
      onClose={adding ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>Add questions from the bank</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(searchOf(by, text, 1));
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label="Search by"
            value={by}
            onChange={(e) => setBy(e.target.value as SearchBy)}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="all">All questions</MenuItem>
            <MenuItem value="tags">Tags</MenuItem>
            <MenuItem value="category">Category</MenuItem>
          </TextField>
          <TextField
            size="small"
            type="search"
            label={by === 'category' ? 'Category' : 'Tags, separated by commas'}
            value={text}
            disabled={by === 'all'}
            onChange={(e) => setText(e.target.value)}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { maxLength: 400 } }}
          />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {chosen.size} chosen. Questions of the institute's bank are marked; questions already in
          this exam cannot be chosen again.
        </Typography>
        <ListBody
          isPending={bank.isPending}
          error={bank.error}
          empty={questions.length === 0}
          emptyText="No questions found. Write one with “Write a new question”, or in the question bank."
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {questions.map((q) => (
              <BankQuestionOption
                key={q.id}
                question={q}
                groupId={props.groupId}
                inExam={already.has(q.id)}
                checked={chosen.has(q.id)}
                onChange={(on) => toggle(q.id, on)}
              />
            ))}
          </Box>
          {search.by === 'all' && pages > 1 && (
            <Pagination
              aria-label="Question bank pages"
              page={search.pageNo}
              count={pages}
              siblingCount={0}
              size="small"
              onChange={(_, pageNo) => setSearch({ by: 'all', pageNo })}
              sx={{ mt: 1 }}
            />
          )}
        </ListBody>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={adding}>
          Cancel
        </Button>
        <Button variant="contained" onClick={addChosen} disabled={adding || chosen.size === 0}>
          {chosen.size > 1 ? `Add ${chosen.size} questions` : 'Add question'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
