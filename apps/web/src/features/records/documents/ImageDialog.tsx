import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RecordDocument } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { errorMessage } from '../../../core/http';
import { Loading } from '../../../ui/Loading';
import { documentBlob } from '../api';
import { documentName } from '../record-rules';

/** A photo of a document, shown in the page (the file is read with the app's own headers). */
export function ImageDialog(props: {
  doc: RecordDocument;
  whose: { profileId: string; groupId: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const name = documentName(props.doc);
  const file = useQuery({
    queryKey: ['records', props.whose.profileId, 'file', props.doc.id],
    queryFn: () => documentBlob(props.whose, props.doc),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data.blob) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent>
        {file.isPending ? <Loading label="Loading the document…" /> : null}
        {file.isError ? <Alert severity="error">{errorMessage(file.error)}</Alert> : null}
        {url ? (
          <img
            src={url}
            alt={`${name} (${props.doc.fileName})`}
            style={{ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
