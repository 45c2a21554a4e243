import TextField from '@mui/material/TextField';
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  CERTIFICATE_TEXT_MAX,
  type CertificateKind,
  type IssuedCertificate,
  indiaDay,
  RECORD_NAME_MAX,
} from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useRecordChanges } from '../api';
import {
  type CertificateDraft,
  type CertificateDraftErrors,
  checkCertificate,
  firstCertificate,
} from '../record-rules';

/**
 * The desk issues a certificate (issueCertificate at the institute): a bonafide for a purpose,
 * or a transfer certificate on leaving. The server numbers it and logs it; its message is shown.
 */
export function IssueCertificateDialog(props: {
  profileId: string;
  studentName: string;
  instituteId: string;
  groupId: string;
  onClose: () => void;
  onIssued: (issued: { message: string; certificate: IssuedCertificate }) => void;
}) {
  const today = indiaDay(new Date());
  const [draft, setDraft] = useState(() => firstCertificate(today));
  const [errors, setErrors] = useState<CertificateDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { issue } = useRecordChanges({ profileId: props.profileId, groupId: props.groupId });
  const set = <K extends keyof CertificateDraft>(key: K, value: CertificateDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    setFailure(null);
    const checked = checkCertificate(
      draft,
      { profileId: props.profileId, groupId: props.instituteId },
      today,
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    issue.mutate(checked.body, {
      onSuccess: (issued) => props.onIssued(issued),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <FormDialog
      title={`Issue a certificate to ${props.studentName}`}
      submitLabel="Issue certificate"
      busy={issue.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <Choice
        label="Certificate"
        value={draft.kind}
        onChange={(v) => set('kind', v as CertificateKind)}
      >
        {[...CERTIFICATE_KINDS].reverse().map((k) => (
          <option key={k} value={k}>
            {CERTIFICATE_KIND_LABELS[k]}
          </option>
        ))}
      </Choice>
      {draft.kind === 'BONAFIDE' ? (
        <TextField
          label="Purpose"
          required
          value={draft.purpose}
          onChange={(e) => set('purpose', e.target.value)}
          error={!!errors.purpose}
          helperText={errors.purpose ?? 'For example: a bank account, a passport, a scholarship.'}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CERTIFICATE_TEXT_MAX } }}
        />
      ) : (
        <>
          <TextField
            type="date"
            label="Date of leaving"
            required
            value={draft.leavingDate}
            onChange={(e) => set('leavingDate', e.target.value)}
            error={!!errors.leavingDate}
            helperText={errors.leavingDate}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <TextField
            label="Reason for leaving"
            required
            value={draft.reason}
            onChange={(e) => set('reason', e.target.value)}
            error={!!errors.reason}
            helperText={errors.reason}
            fullWidth
            slotProps={{ htmlInput: { maxLength: CERTIFICATE_TEXT_MAX } }}
          />
          <TextField
            label="Conduct"
            value={draft.conduct}
            onChange={(e) => set('conduct', e.target.value)}
            error={!!errors.conduct}
            helperText={errors.conduct}
            fullWidth
            slotProps={{ htmlInput: { maxLength: RECORD_NAME_MAX } }}
          />
        </>
      )}
    </FormDialog>
  );
}
