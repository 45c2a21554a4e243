import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Dashboard, PAYMENT_RECORD_TYPES, PROFILE_API } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { http } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AddToCartButton, PayOnlineButton } from '../payments';
import { usePermission } from '../permissions';
import { useEstimation, useStudentPayments } from './api';
import { ChildSwitcher } from './details/ChildSwitcher';
import { DuesTable } from './details/DuesTable';
import { detailsView } from './details/details-view';
import { overallTotals, typeTotals } from './details/dues';
import { PaymentsMade } from './details/PaymentsMade';
import { StudentFinder } from './details/StudentFinder';
import { TotalsStrip } from './details/TotalsStrip';
import { classFinancialsPath, feeDetailsPath } from './paths';

/** Who reads fee details as staff: they see any student's, and own none. */
const STAFF_ACTIONS = ['getFeeStructure', 'createPaymentRecord', 'getFeeSummaryForGroup'] as const;

/**
 * erp/fee-details/:userProfileId (spec §2.4 "Fee details"): a student's dues of fees and
 * transport fees, the totals, and the payments made with their receipts; for the student, their
 * parents and the institute's staff (the server decides who may see whom). A parent who opens
 * their own Fee details goes to their first child's, with the children to switch between; staff
 * on their own find a student instead.
 */
export default function FeeDetailsPage() {
  const user = useShellUser();
  const { userProfileId = '' } = useParams();
  const own = userProfileId === user.userProfileId;
  const isStaff = usePermission(STAFF_ACTIONS);
  const dashboard = useQuery({
    // The dashboard's own query: its children, and whether the profile studies in a class.
    queryKey: ['dashboard', user.userProfileId, user.defaultInstituteId],
    queryFn: () => http<Dashboard>('GET', PROFILE_API.dashboard),
  });
  const children = dashboard.data?.children ?? [];
  const view = detailsView({ own, isStaff, dashboard: dashboard.data });
  const payer = own || children.some((c) => c.userProfileId === userProfileId);
  const groupId = user.defaultInstituteId ?? user.defaultClassId;
  const showDues = view.kind === 'dues';
  const estimation = useEstimation(showDues ? groupId : null, userProfileId);
  const payments = useStudentPayments(showDues ? groupId : null, userProfileId);
  const student = estimation.data?.student;
  const canSeeFinancials = usePermission('getFeeSummaryForGroup', student?.classId, groupId);
  const mayReadSummaries = usePermission('getFeeSummaryForGroup');
  const mayCollect = usePermission(
    'createPaymentRecord',
    student?.classId,
    user.defaultInstituteId,
  );

  if (view.kind === 'child') return <Navigate to={feeDetailsPath(view.userProfileId)} replace />;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h1" component="h1">
          Fee details
        </Typography>
        {student && (
          <Typography color="text.secondary">
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {student.fullName}
            </Box>
            {student.className ? ` · ${student.className}` : ''}
          </Typography>
        )}
      </Box>
      <ChildSwitcher kids={children} current={userProfileId} />
      {dashboard.isPending && <Loading />}
      {dashboard.isError && (
        <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />
      )}
      {view.kind === 'finder' && user.defaultInstituteId && (
        <StudentFinder
          instituteId={user.defaultInstituteId}
          defaultClassId={user.defaultClassId}
          canSeeFinancials={mayReadSummaries}
        />
      )}
      {showDues && estimation.isPending && <Loading label="Loading fee details…" />}
      {estimation.isError && (
        <LoadError error={estimation.error} onRetry={() => estimation.refetch()} />
      )}
      {estimation.data && (
        <>
          {/* Only staff have something to do here; the student and parents read on. */}
          {(mayCollect || canSeeFinancials) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {student?.classId && user.defaultInstituteId && (
                <AddToCartButton
                  size="medium"
                  variant="contained"
                  student={{
                    userProfileId: student.userProfileId,
                    fullName: student.fullName,
                    contactName: student.contactName,
                    memberId: student.memberId,
                    sessionId: student.sessionId,
                    classId: student.classId,
                    className: student.className,
                    instituteId: user.defaultInstituteId,
                  }}
                />
              )}
              {canSeeFinancials && student?.classId && (
                <Button component={RouterLink} to={classFinancialsPath(student.classId)}>
                  Class financials
                </Button>
              )}
            </Box>
          )}
          <TotalsStrip
            label="Totals of fees and transport fees"
            totals={overallTotals(estimation.data)}
          />
          {PAYMENT_RECORD_TYPES.map((type) => {
            const totals = typeTotals(estimation.data, type);
            return (
              <DuesTable
                key={type}
                recordType={type}
                dues={estimation.data.dues[type]}
                totals={totals}
                action={
                  // For the student and their parents while online payment is on (the server
                  // takes only theirs). The student's class names the group: a parent of the
                  // class holds payFeesOnline there, or through an institute role covering it.
                  payer && student?.classId ? (
                    <PayOnlineButton
                      groupId={student.classId}
                      instituteId={user.defaultInstituteId}
                      userProfileId={student.userProfileId}
                      studentName={student.fullName}
                      recordType={type}
                      due={totals.due}
                    />
                  ) : undefined
                }
              />
            );
          })}
          {payments.isPending && <Loading label="Loading payments…" />}
          {payments.isError && (
            <LoadError error={payments.error} onRetry={() => payments.refetch()} />
          )}
          {payments.data && (
            <PaymentsMade payments={payments.data} classId={student?.classId ?? null} />
          )}
        </>
      )}
    </Box>
  );
}
