import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BankQuestion } from '@shala/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { SearchField } from '../../../ui/PagedList';
import { useGroup } from '../../groups';
import { usePermissions } from '../../permissions';
import { draftOf, emptyDraft, type QuestionDraft } from '../questions/question-draft';
import { type BankView, useBank, useBankChanges } from './api';
import { BankList } from './BankList';
import { ImportDialog } from './ImportDialog';
import { QuestionDialog } from './QuestionDialog';
import { searchTags } from './rules';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

type Confirming = { kind: 'delete' | 'disable'; question: BankQuestion };

/**
 * exam/questions/:groupId: a class's (or an institute's) question bank. A class also lists its
 * institute's questions, marked, and read-only unless the profile may change them there.
 */
export default function QuestionBankPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId).data;
  const may = usePermissions();
  const can = (action: 'createQuestion' | 'updateQuestion' | 'deleteQuestion') =>
    may(action, groupId, group?.instituteId);

  const [searchBy, setSearchBy] = useState<'tags' | 'category'>('tags');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const view: BankView =
    search === ''
      ? { by: 'all', pageNo, limit: PAGE_SIZE, includeDisabled }
      : searchBy === 'tags'
        ? { by: 'tags', tags: searchTags(search), includeDisabled }
        : { by: 'category', category: search, includeDisabled };
  const bank = useBank(groupId, view);
  const { disable, remove } = useBankChanges(groupId);

  const actionsOf = (q: BankQuestion) => ({
    onEdit: q.editable && can('updateQuestion') ? () => setEditing(draftOf(q)) : undefined,
    onDisable:
      q.editable && can('deleteQuestion')
        ? () => setConfirming({ kind: 'disable', question: q })
        : undefined,
    onDelete:
      q.editable && can('deleteQuestion')
        ? () => setConfirming({ kind: 'delete', question: q })
        : undefined,
  });

  const confirm = () => {
    if (!confirming) return;
    const change = confirming.kind === 'delete' ? remove : disable;
    change.mutate(confirming.question.id, {
      onSuccess: (answer) => {
        showSnack({ message: answer.message, severity: 'success' });
        setConfirming(null);
      },
      onError: (error) => {
        showSnack({ message: errorMessage(error), severity: 'error' });
        setConfirming(null);
      },
    });
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Question bank
      </Typography>
      {group && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {group.type === 'CLASS'
            ? `${group.name}, with the questions of ${group.instituteName}`
            : group.name}
        </Typography>
      )}

      {can('createQuestion') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setEditing(emptyDraft())}
          >
            New question
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import CSV
          </Button>
        </Stack>
      )}

      <Box
        role="search"
        aria-label="Search the question bank"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
      >
        <TextField
          select
          size="small"
          label="Search by"
          value={searchBy}
          onChange={(e) => setSearchBy(e.target.value as 'tags' | 'category')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="tags">Tags</MenuItem>
          <MenuItem value="category">Category</MenuItem>
        </TextField>
        <SearchField
          label={searchBy === 'tags' ? 'Tags, separated by commas' : 'Category'}
          value={text}
          onChange={setText}
        />
        {can('updateQuestion') && (
          <FormControlLabel
            control={
              <Switch
                checked={includeDisabled}
                onChange={(e) => {
                  setIncludeDisabled(e.target.checked);
                  setPageNo(1);
                }}
              />
            }
            label="Show disabled"
          />
        )}
      </Box>

      {bank.error ? (
        <LoadError error={bank.error} onRetry={() => void bank.refetch()} />
      ) : !bank.data ? (
        <Loading label="Loading the questions…" />
      ) : (
        <BankList answer={bank.data} groupId={groupId} actionsOf={actionsOf} onPage={setPageNo} />
      )}

      <QuestionDialog groupId={groupId} start={editing} onClose={() => setEditing(null)} />
      <ImportDialog groupId={groupId} open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'delete' ? 'Delete this question?' : 'Disable this question?'}
        text={
          confirming?.kind === 'delete'
            ? 'It is removed from the bank and from draft exams. This cannot be undone.'
            : 'Exams that hold it keep it; it is no longer offered for new exams. You can enable it again by editing it.'
        }
        confirmLabel={confirming?.kind === 'delete' ? 'Delete' : 'Disable'}
        busy={remove.isPending || disable.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
