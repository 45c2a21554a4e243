import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VISITOR_PURPOSE_LABELS, type VisitorView } from '@shala/shared';
import { useId, useState } from 'react';
import { Figures } from '../../../ui/Figures';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { shownTime, visitorPhotoUrl } from '../visitor-form';

const nowrap = { whiteSpace: 'nowrap' } as const;
const highlighted = { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } as const;

/** The visitor's photo, small; pressed, it opens large. */
function Thumbnail(props: { groupId: string; visitor: VisitorView; onOpen: () => void }) {
  const { visitor } = props;
  if (!visitor.hasPhoto) {
    return (
      <Typography variant="caption" color="text.secondary">
        No photo
      </Typography>
    );
  }
  return (
    <ButtonBase
      onClick={props.onOpen}
      aria-haspopup="dialog"
      aria-label={`Show the photo of ${visitor.name}`}
      sx={{ borderRadius: 1, minWidth: 44, minHeight: 44 }}
    >
      <Box
        component="img"
        src={visitorPhotoUrl(props.groupId, visitor.id)}
        alt={`Photo of ${visitor.name}`}
        loading="lazy"
        width={44}
        height={44}
        sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
      />
    </ButtonBase>
  );
}

/** Why they came: the purpose in words, and its details. */
const purposeText = (v: VisitorView) =>
  v.details
    ? `${VISITOR_PURPOSE_LABELS[v.purpose]}: ${v.details}`
    : VISITOR_PURPOSE_LABELS[v.purpose];

/** People and vehicle, when more than one came or they came by a vehicle. */
const partyText = (v: VisitorView) =>
  [v.people > 1 ? `${v.people} people` : null, v.vehicle].filter(Boolean).join(' · ');

/**
 * The visitor log: number, photo, name and phone, why and whom to meet, time in and out (India
 * time), and Check out for those still inside (the desk only). A table on a wide screen, a list
 * on a phone (nothing scrolls sideways). `highlight` marks a visitor a notification opened.
 */
export function VisitorList(props: {
  groupId: string;
  visitors: readonly VisitorView[];
  label: string;
  onCheckOut?: (visitor: VisitorView) => void;
  busyId?: string | null;
  highlight?: string | null;
  /** Whom they came to meet: left out of the host's own list. */
  withHost?: boolean;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [shown, setShown] = useState<VisitorView | null>(null);
  const titleId = useId();
  const { visitors, onCheckOut } = props;
  const withHost = props.withHost ?? true;

  const out = (v: VisitorView) =>
    v.outAt ? (
      shownTime(v.outAt)
    ) : onCheckOut ? (
      <Button
        size="small"
        variant="outlined"
        onClick={() => onCheckOut(v)}
        disabled={props.busyId === v.id}
        aria-label={`Check out ${v.name} (${v.number})`}
        sx={{ minHeight: 32 }}
      >
        Check out
      </Button>
    ) : (
      'Inside'
    );

  const list = wide ? (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            <TableCell>No.</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Photo
              </Box>
            </TableCell>
            <TableCell>Visitor</TableCell>
            <TableCell>Purpose</TableCell>
            {withHost ? <TableCell>To meet</TableCell> : null}
            <TableCell>In</TableCell>
            <TableCell>Out</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visitors.map((v) => (
            <TableRow
              key={v.id}
              id={`visitor-${v.id}`}
              tabIndex={props.highlight === v.id ? -1 : undefined}
              sx={props.highlight === v.id ? highlighted : undefined}
            >
              <TableCell sx={nowrap}>{v.number}</TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <Thumbnail groupId={props.groupId} visitor={v} onOpen={() => setShown(v)} />
              </TableCell>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {v.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {[v.phone, partyText(v)].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{purposeText(v)}</TableCell>
              {withHost ? <TableCell>{v.host?.name ?? '—'}</TableCell> : null}
              <TableCell sx={nowrap}>{shownTime(v.inAt)}</TableCell>
              <TableCell sx={{ ...nowrap, py: 0.5 }}>{out(v)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  ) : (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {visitors.map((v, index) => (
        <Box
          component="li"
          key={v.id}
          id={`visitor-${v.id}`}
          tabIndex={props.highlight === v.id ? -1 : undefined}
          sx={props.highlight === v.id ? { ...highlighted, borderRadius: 1 } : undefined}
        >
          {index > 0 ? <Divider /> : null}
          <Box sx={{ py: 1.25, px: 0.5, display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
              <Thumbnail groupId={props.groupId} visitor={v} onOpen={() => setShown(v)} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {v.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {v.number}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[v.phone, partyText(v)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </Box>
            <Figures
              columns={4}
              items={[
                { label: 'In', value: shownTime(v.inAt), strong: true },
                { label: 'Out', value: v.outAt ? shownTime(v.outAt) : 'Inside' },
                { label: 'Purpose', value: purposeText(v) },
                ...(withHost ? [{ label: 'To meet', value: v.host?.name ?? '—' }] : []),
              ]}
            />
            {!v.outAt && onCheckOut ? <Box>{out(v)}</Box> : null}
          </Box>
        </Box>
      ))}
    </Box>
  );

  return (
    <>
      {list}
      {shown ? (
        <Dialog open onClose={() => setShown(null)} aria-labelledby={titleId} maxWidth="sm">
          <DialogTitle id={titleId}>
            {shown.name} ({shown.number})
          </DialogTitle>
          <DialogContent>
            <Box
              component="img"
              src={visitorPhotoUrl(props.groupId, shown.id)}
              alt={`Photo of ${shown.name}`}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', borderRadius: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShown(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
