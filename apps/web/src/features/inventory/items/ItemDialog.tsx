import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatRupees,
  type StockIssueView,
  type StockItemView,
  type StockSetup,
  unitsText,
} from '@shala/shared';
import { useId, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useIssues, useStockItem } from '../api';
import { IssueLines } from '../issued/IssueLines';
import { ReturnDialog } from '../movements/ReturnDialog';
import { DisabledBadge, LowBadge } from '../parts';
import { MovementList } from '../register/MovementList';
import { type ItemActing, type ItemAction, ItemActionDialog } from './ItemActionDialog';

/** The item's figures: what it holds and is worth, what is out, where it is kept. */
function ItemFigures({ item }: { item: StockItemView }) {
  return (
    <Figures
      columns={4}
      items={[
        { label: 'In stock', value: unitsText(item.quantity, item.unit), strong: true },
        { label: 'Average cost', value: formatRupees(item.averageCostPaise) },
        { label: 'Value', value: formatRupees(item.valuePaise), strong: true },
        { label: 'Issued out', value: unitsText(item.issuedOut, item.unit) },
        {
          label: 'Reorder level',
          value: item.reorderLevel === null ? 'None' : unitsText(item.reorderLevel, item.unit),
        },
        { label: 'Category', value: item.categoryName },
        { label: 'Location', value: item.location ?? '—' },
        { label: 'Item code', value: item.code ?? '—' },
      ]}
    />
  );
}

const ACTIONS: { action: ItemAction; label: string }[] = [
  { action: 'in', label: 'Stock in' },
  { action: 'issue', label: 'Issue' },
  { action: 'writeOff', label: 'Write off' },
  { action: 'edit', label: 'Edit' },
];

/**
 * One item (from the list, or `?item=` of a low-stock notification): its figures, what of it is
 * still out on issue, and its register, newest first, with the balance after each line. Those
 * who keep the store receive, issue, write off, take back and edit from here; what they did is
 * said here (the app's snackbar is hidden behind the dialog).
 */
export function ItemDialog(props: {
  groupId: string;
  id: string;
  setup: StockSetup;
  onClose: () => void;
}) {
  const { setup } = props;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useStockItem(props.groupId, props.id);
  const issues = useIssues(props.groupId, true, props.id);
  const [acting, setActing] = useState<ItemActing | null>(null);
  const [returning, setReturning] = useState<StockIssueView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = detail.data;
  const item = data?.item;
  const finish = (message: string) => {
    setActing(null);
    setReturning(null);
    setDone(message);
  };
  const out = issues.data?.issues ?? [];

  return (
    <>
      <Dialog
        open
        onClose={props.onClose}
        aria-labelledby={titleId}
        fullWidth
        fullScreen={phone}
        maxWidth="lg"
      >
        <DialogTitle id={titleId}>
          {item ? `${item.name}${item.code ? ` (${item.code})` : ''}` : 'Item'}
        </DialogTitle>
        {/* Focusable: the register scrolls inside the dialog, by keyboard too. */}
        <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
          <Box role="status" sx={{ '&:not(:empty)': { mb: 2 } }}>
            {done ? <Alert severity="success">{done}</Alert> : null}
          </Box>
          {detail.isPending ? (
            <Loading label="Loading the item…" />
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => detail.refetch()} />
          ) : item && data ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
              {item.low || !item.active ? (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  {item.low ? <LowBadge /> : null}
                  {item.low ? (
                    <Typography variant="body2">
                      At or under its reorder level: time to buy more.
                    </Typography>
                  ) : null}
                  {item.active ? null : <DisabledBadge />}
                </Stack>
              ) : null}
              <ItemFigures item={item} />
              {setup.manages ? (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {ACTIONS.filter((a) => item.active || a.action === 'edit').map((a) => (
                    <Button
                      key={a.action}
                      variant={a.action === 'in' ? 'contained' : 'outlined'}
                      color={a.action === 'writeOff' ? 'error' : 'primary'}
                      onClick={() => setActing({ action: a.action, item })}
                    >
                      {a.label}
                    </Button>
                  ))}
                </Stack>
              ) : null}
              {out.length > 0 ? (
                <Box component="section" aria-labelledby={`${titleId}-out`}>
                  <Typography
                    id={`${titleId}-out`}
                    component="h3"
                    variant="h3"
                    sx={{ fontSize: '1.05rem', mb: 0.5 }}
                  >
                    Still out on issue
                  </Typography>
                  <IssueLines
                    issues={out}
                    label="Issues of this item with units still out"
                    withItem={false}
                    onReturn={setup.manages ? setReturning : undefined}
                  />
                </Box>
              ) : null}
              <Box component="section" aria-labelledby={`${titleId}-register`}>
                <Typography
                  id={`${titleId}-register`}
                  component="h3"
                  variant="h3"
                  sx={{ fontSize: '1.05rem', mb: 0.5 }}
                >
                  Register
                </Typography>
                {data.movements.length === 0 ? (
                  <EmptyState>No stock has moved yet.</EmptyState>
                ) : (
                  <MovementList
                    movements={data.movements}
                    label={`Register of ${item.name}, newest first`}
                  />
                )}
                {data.moreMovements ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    The latest movements are shown; the Register tab has the older ones.
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {acting ? (
        <ItemActionDialog
          groupId={props.groupId}
          setup={setup}
          acting={acting}
          onClose={() => setActing(null)}
          onDone={finish}
        />
      ) : null}
      {returning ? (
        <ReturnDialog
          groupId={props.groupId}
          issue={returning}
          today={setup.today}
          onClose={() => setReturning(null)}
          onDone={finish}
        />
      ) : null}
    </>
  );
}
