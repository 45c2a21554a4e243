import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PROFILE_API, type ProfileCard } from '@shala/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { http } from '../../core/http';
import { Loading } from '../../ui/Loading';
import { recordKey, useStudentRecord } from './api';
import { PersonSwitcher } from './parts/PersonSwitcher';
import { RecordHeader } from './parts/RecordHeader';
import { Refusal } from './parts/Refusal';
import { StudentFinder } from './parts/StudentFinder';
import { useWhose } from './parts/use-whose';
import { academicPath, documentsPath, personalInfoPath } from './paths';
import { CertificatesSection } from './profile/CertificatesSection';
import { EditRecordDialog } from './profile/EditRecordDialog';
import { RecordDetails } from './profile/RecordDetails';
import { identityLine } from './record-rules';

// The profile's admission details have their own dialog (features/profiles), loaded when opened.
const ProfileDetailsDialog = lazy(() =>
  import('../profiles/ProfileDetailsDialog').then((m) => ({ default: m.ProfileDetailsDialog })),
);

/**
 * erp/personal-info/{profileId}/{instituteId}/{classId} (issue 25 §5, School ERP → My ERP
 * Profile): a student's record as Indian schools keep it, for the student, their guardians and
 * the office; the server answers who may read it. A guardian switches between their children;
 * the office finds any student.
 */
export default function ProfilePage() {
  const w = useWhose();
  const queryClient = useQueryClient();
  const whose = { profileId: w.profileId, groupId: w.groupId };
  const record = useStudentRecord(w.redirect || w.waiting ? { ...whose, profileId: '' } : whose);
  const r = record.data;
  const card = useQuery({
    queryKey: ['profile-card', w.profileId],
    enabled: !!r?.mayEdit,
    queryFn: () => http<ProfileCard>('GET', PROFILE_API.card(w.profileId)),
  });
  const [editing, setEditing] = useState<'record' | 'details' | null>(null);

  if (w.redirect) {
    return <Navigate to={personalInfoPath(w.redirect, w.instituteId)} replace />;
  }

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" component="h1">
          {w.own ? 'My ERP Profile' : 'ERP profile'}
        </Typography>
        <Typography color="text.secondary">
          The school’s record: personal details, health, guardians, transport and certificates.
        </Typography>
      </Box>
      <PersonSwitcher
        people={w.people}
        current={w.profileId}
        self={w.user.userProfileId}
        linkTo={(p) => personalInfoPath(p.userProfileId, w.instituteId)}
      />
      {w.office ? (
        <StudentFinder
          instituteId={w.instituteId}
          linkTo={(s) => personalInfoPath(s.profileId, w.instituteId, s.classId)}
        />
      ) : null}
      {record.isPending ? <Loading label="Loading the record…" /> : null}
      {record.isError ? <Refusal error={record.error} onRetry={() => record.refetch()} /> : null}
      {r ? (
        <>
          <RecordHeader
            profileId={r.profileId}
            name={r.fullName}
            hasPhoto={r.hasPhoto}
            line={identityLine(r)}
          >
            {r.mayEdit ? (
              <Button variant="contained" onClick={() => setEditing('record')}>
                Edit record
              </Button>
            ) : null}
            {card.data?.mayEditDetails ? (
              <Button variant="outlined" onClick={() => setEditing('details')}>
                Edit admission details
              </Button>
            ) : null}
            <Button
              variant="outlined"
              component={RouterLink}
              to={documentsPath(r.profileId, w.instituteId)}
            >
              Documents
            </Button>
            <Button variant="outlined" component={RouterLink} to={academicPath(r.profileId)}>
              Academic record
            </Button>
          </RecordHeader>
          <RecordDetails record={r} instituteId={w.instituteId} />
          <CertificatesSection
            profileId={r.profileId}
            studentName={r.fullName}
            instituteId={w.instituteId}
            groupId={w.groupId}
            mayIssue={r.mayIssueCertificates}
            student={r.className !== null}
          />
          {editing === 'record' ? (
            <EditRecordDialog record={r} groupId={w.groupId} onClose={() => setEditing(null)} />
          ) : null}
          {editing === 'details' && card.data ? (
            <Suspense fallback={null}>
              <ProfileDetailsDialog
                card={card.data}
                onClose={() => {
                  setEditing(null);
                  queryClient.invalidateQueries({ queryKey: recordKey(r.profileId) });
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
