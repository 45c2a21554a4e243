import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type GatePassView, shownGatePassCode } from '@shala/shared';
import { shownDateTime, shownDay } from '../../../core/format';
import { Figures } from '../../../ui/Figures';
import { PassStatusChip } from '../parts';
import { CONSENT_LABELS, collectorText, passQrUrl, qrAlt, studentText } from '../pass-rules';
import { shownTime } from '../visitor-form';

/** The pass's QR code (a PNG the server draws) with its code as printed under it. */
export function PassQr(props: { groupId: string; pass: GatePassView; size?: number }) {
  const size = props.size ?? 200;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
      <Box
        component="img"
        src={passQrUrl(props.groupId, props.pass.id)}
        alt={qrAlt(props.pass)}
        width={size}
        height={size}
        sx={{ display: 'block', imageRendering: 'pixelated', bgcolor: '#fff' }}
      />
      <Typography
        sx={{ fontFamily: 'monospace', fontSize: '1.25rem', fontWeight: 600, letterSpacing: 1 }}
      >
        {shownGatePassCode(props.pass.code)}
      </Typography>
    </Box>
  );
}

/** Each student of the pass with their class, their guardian's say, and when they left. */
export function PassStudents(props: { pass: GatePassView; large?: boolean }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {props.pass.students.map((s) => (
        <li key={s.profileId}>
          <Typography
            component="span"
            sx={{ fontWeight: 600, fontSize: props.large ? '1.2rem' : undefined }}
          >
            {studentText(s)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {s.exitedAt
              ? `Left at ${shownTime(s.exitedAt)}`
              : s.decidedBy && s.consent !== 'NOT_NEEDED'
                ? `${CONSENT_LABELS[s.consent]} (${s.decidedBy})`
                : CONSENT_LABELS[s.consent]}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * A gate pass as the desk and the guardians read it: number, status in words, day, students,
 * who collects them, why, who approved and made it. The QR is added by the caller where it
 * may be shown.
 */
export function PassDetails(props: { pass: GatePassView }) {
  const { pass } = props;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {pass.number}
        </Typography>
        <PassStatusChip status={pass.status} />
        <Typography component="span" variant="body2" color="text.secondary">
          {shownDay(pass.day)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Students
        </Typography>
        <PassStudents pass={pass} />
      </Box>
      <Figures
        items={[
          { label: 'Collected by', value: collectorText(pass.collector), strong: true },
          { label: 'Reason', value: pass.reason },
          { label: 'Approved by', value: pass.approvedBy?.name ?? '—' },
          {
            label: 'Made by',
            value: `${pass.createdBy ?? '—'}, ${shownDateTime(pass.createdAt)}`,
          },
        ]}
      />
    </Box>
  );
}
