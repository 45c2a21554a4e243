import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shala/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { shownDay } from '../../core/format';
import { useShellUser } from '../../core/shell-user';
import { EmptyState } from '../../ui/EmptyState';
import { Figures } from '../../ui/Figures';
import { Loading } from '../../ui/Loading';
import { feeDetailsPath } from '../fees';
import { feeDetailsRoute } from '../fees/manifest';
import { usePermission } from '../permissions';
import { ExamResults } from './academic/ExamResults';
import { useAcademicRecord, useDashboard } from './api';
import { PersonSwitcher } from './parts/PersonSwitcher';
import { RecordHeader } from './parts/RecordHeader';
import { Refusal } from './parts/Refusal';
import { Section } from './parts/Section';
import { StudentFinder } from './parts/StudentFinder';
import { academicPath, documentsPath, personalInfoPath } from './paths';
import { academicProfileId, callerGroupId, switchablePeople } from './record-rules';

/**
 * erp/Academic (issue 25 §5, Education → Academic): a student's school years in one place, their
 * classes by session, published exam results, this session's attendance and the fees. The
 * profile's own when it studies, a guardian's chosen child (the first at first), or `?profile=`
 * (a notification, the office's search).
 */
export default function AcademicPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const [search] = useSearchParams();
  const dashboard = useDashboard();
  const office = usePermission('getMemberDetails', instituteId, instituteId);
  const seesFees = usePermission(feeDetailsRoute.access.anyOf ?? []);
  const children = dashboard.data?.children ?? [];
  const named = search.get('profile');
  const profileId = dashboard.data
    ? academicProfileId({
        named,
        self: user.userProfileId,
        studies: !!dashboard.data.studentClass,
        children,
        office,
      })
    : named;
  const groupId = callerGroupId(user, instituteId);
  const record = useAcademicRecord({ profileId: profileId ?? '', groupId });
  const a = record.data;
  const people = switchablePeople(
    { userProfileId: user.userProfileId, fullName: user.fullName },
    children,
  );

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" component="h1">
          Academic
        </Typography>
        <Typography color="text.secondary">
          Classes by session, exam results, attendance and fees, in one place.
        </Typography>
      </Box>
      <PersonSwitcher
        people={people}
        current={profileId ?? ''}
        self={user.userProfileId}
        linkTo={(p) => academicPath(p.userProfileId)}
      />
      {office ? (
        <StudentFinder instituteId={instituteId} linkTo={(s) => academicPath(s.profileId)} />
      ) : null}
      {profileId && record.isPending ? <Loading label="Loading the academic record…" /> : null}
      {dashboard.isPending && !named ? <Loading /> : null}
      {record.isError ? <Refusal error={record.error} onRetry={() => record.refetch()} /> : null}
      {a && profileId ? (
        <>
          <RecordHeader
            profileId={profileId}
            name={a.studentName}
            hasPhoto={a.hasPhoto}
            line={a.admissionNo ? `Admission no. ${a.admissionNo}` : ''}
          >
            <Button
              variant="outlined"
              component={RouterLink}
              to={personalInfoPath(profileId, instituteId)}
            >
              ERP profile
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={documentsPath(profileId, instituteId)}
            >
              Documents
            </Button>
          </RecordHeader>
          <Section title="Classes">
            {a.classes.length === 0 ? (
              <EmptyState>In no class of the institute.</EmptyState>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {a.classes.map((c) => (
                  <li key={`${c.sessionName}-${c.className}`}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {c.sessionName ?? 'Session'}
                    </Box>
                    : {c.className}
                    {c.rollNo !== null ? `, roll no. ${c.rollNo}` : ''}
                  </li>
                ))}
              </Box>
            )}
          </Section>
          <Section title="Exam results">
            {a.exams.length === 0 ? (
              <EmptyState>No published exam result yet.</EmptyState>
            ) : (
              <ExamResults exams={a.exams} />
            )}
          </Section>
          <Section title="Attendance this session">
            {a.attendance ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {shownDay(a.attendance.from)} to {shownDay(a.attendance.to)}
                </Typography>
                <Figures
                  columns={3}
                  items={[
                    {
                      label: 'Attendance',
                      value: a.attendance.percent === null ? '—' : `${a.attendance.percent}%`,
                      strong: true,
                    },
                    { label: 'Days marked', value: a.attendance.marked },
                    { label: 'Present', value: a.attendance.present },
                    { label: 'Absent', value: a.attendance.absent },
                    { label: 'Half days', value: a.attendance.half },
                    { label: 'Excused', value: a.attendance.excused },
                  ]}
                />
              </>
            ) : (
              <EmptyState>No day of this session has been marked yet.</EmptyState>
            )}
          </Section>
          <Section
            title="Fees"
            actions={
              seesFees ? (
                <Button component={RouterLink} to={feeDetailsPath(profileId)}>
                  Fee details
                </Button>
              ) : null
            }
          >
            <Figures
              columns={3}
              items={[
                { label: 'Total', value: formatRupees(a.fees.total) },
                { label: 'Paid', value: formatRupees(a.fees.paid) },
                { label: 'Due', value: formatRupees(a.fees.due), strong: true },
                {
                  label: 'Overdue',
                  value: formatRupees(a.fees.overdue),
                  strong: a.fees.overdue > 0,
                },
                {
                  label: 'Next due date',
                  value: a.fees.nextDueDay ? shownDay(a.fees.nextDueDay) : '—',
                },
              ]}
            />
          </Section>
        </>
      ) : null}
    </Box>
  );
}
