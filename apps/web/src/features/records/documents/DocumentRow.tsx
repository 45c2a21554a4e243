import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RecordDocument } from '@shala/shared';
import { shownDate } from '../../../core/format';
import { documentName, isImage, sizeText } from '../record-rules';

/** A chip whose words wrap on a phone rather than being cut. */
const WRAPPING = {
  maxWidth: '100%',
  height: 'auto',
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const;

/** One document: what it is, its file, who uploaded it, whether the office has checked it. */
export function DocumentRow(props: {
  doc: RecordDocument;
  mayVerify: boolean;
  busy: boolean;
  onView: () => void;
  onSave: () => void;
  onVerify: () => void;
  onRemove: () => void;
}) {
  const d = props.doc;
  const name = documentName(d);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {d.fileName} · {sizeText(d.sizeBytes)} · uploaded
          {d.uploadedBy ? ` by ${d.uploadedBy}` : ''} on {shownDate(d.uploadedAt)}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          {d.verifiedAt ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={`Checked${d.verifiedBy ? ` by ${d.verifiedBy}` : ''} on ${shownDate(d.verifiedAt)}`}
              sx={WRAPPING}
            />
          ) : (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label="Awaiting the office’s check"
              sx={WRAPPING}
            />
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {isImage(d) ? (
          <Button
            size="small"
            variant="outlined"
            onClick={props.onView}
            aria-label={`View: ${name}`}
          >
            View
          </Button>
        ) : null}
        <Button
          size="small"
          variant="outlined"
          onClick={props.onSave}
          disabled={props.busy}
          aria-label={`Download: ${name}`}
        >
          Download
        </Button>
        {props.mayVerify && !d.verifiedAt ? (
          <Button
            size="small"
            variant="contained"
            color="success"
            onClick={props.onVerify}
            disabled={props.busy}
            aria-label={`Mark as checked: ${name}`}
          >
            Mark as checked
          </Button>
        ) : null}
        {d.mayRemove ? (
          <Button
            size="small"
            color="error"
            onClick={props.onRemove}
            disabled={props.busy}
            aria-label={`Remove: ${name}`}
          >
            Remove
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
