import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shala/shared';
import { shownDay } from '../fields';
import {
  addDiscountUnder,
  canAddDiscount,
  canMove,
  chargeIndexOf,
  type DraftErrors,
  draftTotal,
  moveParticular,
  type ParticularDraft,
  removeParticular,
  STRUCTURE_LIMITS,
  withDiscountDates,
} from './structure-draft';

/**
 * The particulars of a structure, in the order they are paid: each charge with its name, amount
 * and due date, and the discount particular it may have under it (indented, due with its
 * charge). A charge moves up or down with its discount; each is removed; a charge without a
 * discount takes one.
 */
export function ParticularsEditor(props: {
  list: ParticularDraft[];
  onChange: (list: ParticularDraft[]) => void;
  errors: DraftErrors['rows'];
  disabled: boolean;
}) {
  const { list, onChange } = props;
  const set = (index: number, change: Partial<ParticularDraft>) =>
    onChange(withDiscountDates(list.map((p, i) => (i === index ? { ...p, ...change } : p))));
  return (
    <Box component="ol" aria-label="Particulars" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {list.map((p, index) => {
        const errors = props.errors[p.key] ?? {};
        const discount = p.kind === 'DISCOUNT';
        const charge = list[chargeIndexOf(list, index) ?? -1];
        const label = p.name.trim() || (discount ? 'the discount' : 'the charge');
        return (
          <Box
            component="li"
            key={p.key}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                // The same columns on every row, so the fields line up down the list.
                sm: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2fr) 17rem',
              },
              py: 1.25,
              pl: discount ? { xs: 2, sm: 4 } : 0,
              borderBottom: 1,
              borderColor: 'divider',
              borderLeft: discount ? 3 : 0,
              borderLeftColor: 'success.light',
            }}
          >
            <TextField
              label={
                discount ? `Discount under ${charge?.name.trim() || 'the charge above'}` : 'Charge'
              }
              value={p.name}
              onChange={(e) => set(index, { name: e.target.value })}
              error={!!errors.name}
              helperText={errors.name}
              disabled={props.disabled}
              size="small"
              required
              slotProps={{ htmlInput: { maxLength: STRUCTURE_LIMITS.particular } }}
            />
            <TextField
              label="Amount"
              value={p.amount}
              onChange={(e) => set(index, { amount: e.target.value })}
              error={!!errors.amount}
              helperText={errors.amount}
              disabled={props.disabled}
              size="small"
              required
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 14 },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
            />
            {discount ? (
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                Due with its charge{p.dueDate ? ` (${shownDay(p.dueDate)})` : ''}
              </Typography>
            ) : (
              <TextField
                label="Due date"
                type="date"
                value={p.dueDate}
                onChange={(e) => set(index, { dueDate: e.target.value })}
                error={!!errors.dueDate}
                helperText={errors.dueDate}
                disabled={props.disabled}
                size="small"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 0.5,
                justifyContent: 'flex-end',
                alignItems: 'center',
              }}
            >
              {!discount && (
                <>
                  <Tooltip title="Move up">
                    <span>
                      <IconButton
                        aria-label={`Move ${label} up`}
                        disabled={props.disabled || !canMove(list, index, -1)}
                        onClick={() => onChange(moveParticular(list, index, -1))}
                      >
                        <ArrowUpwardOutlined />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton
                        aria-label={`Move ${label} down`}
                        disabled={props.disabled || !canMove(list, index, 1)}
                        onClick={() => onChange(moveParticular(list, index, 1))}
                      >
                        <ArrowDownwardOutlined />
                      </IconButton>
                    </span>
                  </Tooltip>
                </>
              )}
              <Tooltip title={discount ? 'Remove' : 'Remove with its discount'}>
                <span>
                  <IconButton
                    aria-label={`Remove ${label}`}
                    disabled={props.disabled || list.length <= 1}
                    onClick={() => onChange(removeParticular(list, index))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </span>
              </Tooltip>
              {canAddDiscount(list, index) && (
                <Button
                  size="small"
                  startIcon={<AddOutlined />}
                  disabled={props.disabled || list.length >= STRUCTURE_LIMITS.particulars}
                  onClick={() => onChange(addDiscountUnder(list, index))}
                  aria-label={`Add a discount under ${label}`}
                  sx={{ minHeight: 40 }}
                >
                  Discount
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
      <Box component="li" sx={{ pt: 1, textAlign: 'right' }}>
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          Total for one student: {formatRupees(Math.max(0, draftTotal(list)))}
        </Typography>
      </Box>
    </Box>
  );
}
