import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_KIND_LABELS, type IssuedCertificate } from '@shala/shared';
import { useState } from 'react';
import { shownDate } from '../../../core/format';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { saveCertificate, useCertificates } from '../api';
import { Section } from '../parts/Section';
import { IssueCertificateDialog } from './IssueCertificateDialog';

/**
 * The transfer and bonafide certificates issued to the student, each as its PDF (the same number
 * each time); the desk issues one more here, and sees what the server said.
 */
export function CertificatesSection(props: {
  profileId: string;
  studentName: string;
  instituteId: string;
  groupId: string;
  mayIssue: boolean;
  /** In a class now: else the section shows only certificates issued before. */
  student: boolean;
}) {
  const whose = { profileId: props.profileId, groupId: props.groupId };
  const list = useCertificates(whose);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<{ message: string; certificate: IssuedCertificate } | null>(
    null,
  );
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (certificate: IssuedCertificate) => {
    setSaving(certificate.id);
    try {
      await saveCertificate(whose, certificate);
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    } finally {
      setSaving(null);
    }
  };
  const download = (c: IssuedCertificate) => (
    <Button
      variant="outlined"
      size="small"
      onClick={() => save(c)}
      disabled={saving === c.id}
      aria-label={`Download PDF: ${CERTIFICATE_KIND_LABELS[c.kind]} ${c.number}`}
      sx={{ minHeight: 36 }}
    >
      Download PDF
    </Button>
  );

  if (!props.student && !issued && list.data?.certificates.length === 0) return null;
  return (
    <Section
      title="Certificates"
      actions={
        props.mayIssue && props.student ? (
          <Button variant="contained" onClick={() => setIssuing(true)}>
            Issue certificate
          </Button>
        ) : null
      }
    >
      {issued ? (
        <Alert severity="success" role="status" sx={{ mb: 1.5 }} onClose={() => setIssued(null)}>
          {issued.message}
        </Alert>
      ) : null}
      {list.isPending ? <Loading label="Loading certificates…" /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.data && list.data.certificates.length === 0 ? (
        <EmptyState>No certificate has been issued.</EmptyState>
      ) : null}
      {list.data && list.data.certificates.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.certificates.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {CERTIFICATE_KIND_LABELS[c.kind]} {c.number}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Issued {shownDate(c.issuedAt)}
                  {c.issuedBy ? ` by ${c.issuedBy}` : ''} · {c.purpose}
                </Typography>
              </Box>
              {download(c)}
            </Box>
          ))}
        </Box>
      ) : null}
      {issuing ? (
        <IssueCertificateDialog
          profileId={props.profileId}
          studentName={props.studentName}
          instituteId={props.instituteId}
          groupId={props.groupId}
          onClose={() => setIssuing(false)}
          onIssued={(result) => {
            setIssuing(false);
            setIssued(result);
          }}
        />
      ) : null}
    </Section>
  );
}
