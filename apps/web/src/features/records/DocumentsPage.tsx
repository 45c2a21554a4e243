import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RECORD_TEXTS as M, RECORD_DOCUMENTS_MAX, type RecordDocument } from '@shala/shared';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Loading';
import { saveDocument, useRecordChanges, useRecordDocuments } from './api';
import { DocumentRow } from './documents/DocumentRow';
import { ImageDialog } from './documents/ImageDialog';
import { UploadDialog } from './documents/UploadDialog';
import { PersonSwitcher } from './parts/PersonSwitcher';
import { Refusal } from './parts/Refusal';
import { Section } from './parts/Section';
import { StudentFinder } from './parts/StudentFinder';
import { useWhose } from './parts/use-whose';
import { academicPath, documentsPath, personalInfoPath } from './paths';
import { documentName } from './record-rules';

/**
 * erp/documents/{profileId}/{instituteId}/{classId} (issue 25 §5, School ERP → My Documents): a
 * student's birth certificate, transfer certificate, Aadhaar card and the like, uploaded by the
 * family or the office and checked by the office against the originals. Who may read them is
 * the record's rule, answered by the server; a refusal is shown as it comes.
 */
export default function DocumentsPage() {
  const w = useWhose();
  const whose = { profileId: w.profileId, groupId: w.groupId };
  const list = useRecordDocuments(w.redirect || w.waiting ? { ...whose, profileId: '' } : whose);
  const changes = useRecordChanges(whose);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<RecordDocument | null>(null);
  const [removing, setRemoving] = useState<RecordDocument | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const data = list.data;

  if (w.redirect) return <Navigate to={documentsPath(w.redirect, w.instituteId)} replace />;

  const save = async (doc: RecordDocument) => {
    setBusy(doc.id);
    try {
      await saveDocument(whose, doc);
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const verify = (doc: RecordDocument) => {
    setBusy(doc.id);
    changes.verify.mutate(doc.id, {
      onSuccess: () => showSnack({ message: M.verified, severity: 'success' }),
      onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      onSettled: () => setBusy(null),
    });
  };
  const remove = (doc: RecordDocument) =>
    changes.remove.mutate(doc.id, {
      onSuccess: () => {
        showSnack({ message: M.removed, severity: 'success' });
        setRemoving(null);
      },
      onError: (error) => {
        showSnack({ message: errorMessage(error), severity: 'error' });
        setRemoving(null);
      },
    });
  const full = (data?.documents.length ?? 0) >= RECORD_DOCUMENTS_MAX;

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" component="h1">
          {w.own ? 'My Documents' : 'Documents'}
          {data && !w.own ? ` of ${data.studentName}` : ''}
        </Typography>
        <Typography color="text.secondary">
          {data && w.own ? `${data.studentName}: ` : ''}
          Birth certificate, transfer certificate, Aadhaar card and the like, checked by the office
          against the originals.
        </Typography>
      </Box>
      <PersonSwitcher
        people={w.people}
        current={w.profileId}
        self={w.user.userProfileId}
        linkTo={(p) => documentsPath(p.userProfileId, w.instituteId)}
      />
      {w.office ? (
        <StudentFinder
          instituteId={w.instituteId}
          linkTo={(s) => documentsPath(s.profileId, w.instituteId, s.classId)}
        />
      ) : null}
      {list.isPending ? <Loading label="Loading the documents…" /> : null}
      {list.isError ? <Refusal error={list.error} onRetry={() => list.refetch()} /> : null}
      {data ? (
        <Section
          title="Uploaded documents"
          actions={
            data.mayUpload ? (
              <Button variant="contained" onClick={() => setUploading(true)} disabled={full}>
                Upload a document
              </Button>
            ) : null
          }
        >
          {full ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {M.tooManyDocuments}
            </Alert>
          ) : null}
          {data.documents.length === 0 ? (
            <EmptyState>No document has been uploaded yet.</EmptyState>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.documents.map((d) => (
                <DocumentRow
                  key={d.id}
                  doc={d}
                  mayVerify={data.mayVerify}
                  busy={busy === d.id}
                  onView={() => setViewing(d)}
                  onSave={() => save(d)}
                  onVerify={() => verify(d)}
                  onRemove={() => setRemoving(d)}
                />
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button component={RouterLink} to={personalInfoPath(w.profileId, w.instituteId)}>
              ERP profile
            </Button>
            <Button component={RouterLink} to={academicPath(w.profileId)}>
              Academic record
            </Button>
          </Box>
        </Section>
      ) : null}
      {uploading && data ? (
        <UploadDialog
          profileId={w.profileId}
          groupId={w.groupId}
          studentName={data.studentName}
          onClose={() => setUploading(false)}
        />
      ) : null}
      {viewing ? (
        <ImageDialog doc={viewing} whose={whose} onClose={() => setViewing(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${documentName(removing)}?` : 'Remove the document?'}
        text="The file is deleted from the record. This cannot be undone."
        confirmLabel="Remove"
        busy={changes.remove.isPending}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
