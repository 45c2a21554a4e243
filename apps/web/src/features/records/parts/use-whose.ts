import { useLocation, useParams } from 'react-router';
import { useShellUser } from '../../../core/shell-user';
import { usePermission } from '../../permissions';
import { useDashboard } from '../api';
import { callerGroupId, type Person, redirectToChild, switchablePeople } from '../record-rules';

/**
 * Whose record a page addressed `…/{profileId}/{instituteId}/{classId}` shows, and what the
 * profile has around it: the group its calls name, its children to switch between (a guardian
 * on their own page goes to their first child's), and whether it is the office (getMemberDetails
 * at the institute), which finds any student.
 */
export function useWhose() {
  const user = useShellUser();
  const params = useParams();
  const profileId = params.profileId ?? '';
  const instituteId = params.instituteId ?? user.defaultInstituteId ?? '';
  const chosenOwn = (useLocation().state as { own?: boolean } | null)?.own === true;
  const dashboard = useDashboard();
  const office = usePermission('getMemberDetails', instituteId, instituteId);
  const children: Person[] = dashboard.data?.children ?? [];
  const own = profileId === user.userProfileId;
  const redirect = dashboard.data
    ? redirectToChild({ own, studies: !!dashboard.data.studentClass, chosenOwn, children })
    : null;
  return {
    user,
    profileId,
    instituteId,
    own,
    office,
    groupId: callerGroupId(user, instituteId),
    /** Waiting for the dashboard before a guardian's own page is shown (it may move on). */
    waiting: own && dashboard.isPending,
    redirect,
    people: switchablePeople(
      { userProfileId: user.userProfileId, fullName: user.fullName },
      children,
    ),
  };
}
