import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { StockIssueView, StockSetup } from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useIssues } from '../api';
import { ReturnDialog } from '../movements/ReturnDialog';
import { IssueLines } from './IssueLines';

/**
 * What is out on issue: by default the issues with units still out (a projector with a teacher,
 * chalk boxes with a class), or every issue; Return takes units back for those who keep the
 * store, all still out to begin with.
 */
export function IssuedPanel(props: { groupId: string; setup: StockSetup }) {
  const [open, setOpen] = useState(true);
  const issues = useIssues(props.groupId, open);
  const [returning, setReturning] = useState<StockIssueView | null>(null);
  const list = issues.data?.issues ?? [];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={open ? 'open' : 'all'}
          onChange={(_, v: 'open' | 'all' | null) => v && setOpen(v === 'open')}
          aria-label="Which issues"
          sx={{ height: 40 }}
        >
          <ToggleButton value="open">Still out</ToggleButton>
          <ToggleButton value="all">All issues</ToggleButton>
        </ToggleButtonGroup>
        {issues.data ? (
          <Typography color="text.secondary" aria-live="polite">
            {list.length === 1 ? '1 issue' : `${list.length} issues`}
            {open ? ' with units still out' : ''}
          </Typography>
        ) : null}
      </Box>
      {issues.isPending ? (
        <Loading label="Loading the issues…" />
      ) : issues.isError ? (
        <LoadError error={issues.error} onRetry={() => issues.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>
          {open ? 'Nothing is out on issue.' : 'No stock has been issued yet.'}
        </EmptyState>
      ) : (
        <IssueLines
          issues={list}
          label={open ? 'Issues with units still out' : 'All issues'}
          withItem
          onReturn={props.setup.manages ? setReturning : undefined}
        />
      )}
      {returning ? (
        <ReturnDialog
          groupId={props.groupId}
          issue={returning}
          today={props.setup.today}
          onClose={() => setReturning(null)}
          onDone={(message) => {
            setReturning(null);
            showSnack({ message, severity: 'success' });
          }}
        />
      ) : null}
    </Box>
  );
}
