import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MEMBER_STATUSES, type MemberData, type MemberStatus, sortClasses } from '@shala/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useAcademicSessions } from '../academic';
import { SentInvitations } from '../invitations';
import { useRoles } from '../roles';
import { useClasses, useMemberChanges, useMembers } from './api';
import { FilterSelect } from './FilterSelect';
import { InviteDialog } from './InviteDialog';
import { MemberActions } from './MemberActions';
import { MemberList } from './MemberList';
import { MoveDialog } from './MoveDialog';
import { MEMBER_STATUS_LABELS } from './member-rows';
import { RoleChangeDialog } from './RoleChangeDialog';

/** Text typed into the search box, settled for `ms` before it is asked for. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A group's members at school scale (issue 22 item 11): search by name, admission number,
 * phone or e-mail, filters by class (an institute's), role and status, paged on the server; a
 * table on a desktop and cards on a phone. With `manage`: invite by e-mail, the invitations
 * sent, and for each member the manager may change (not its own, none holding more than it):
 * change the role (a dialog, confirmed), move a class's student to another class (a dialog,
 * confirmed) and remove (confirmed).
 */
export function MembersPanel(props: {
  groupId: string;
  groupName: string;
  isClass: boolean;
  manage: boolean;
  /** A class's institute: its students get "Add to cart" for those who record payments. */
  instituteId?: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const settled = useSettled(search);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [sessionId, setSessionId] = useState('');
  const [classId, setClassId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<MemberData | null>(null);
  const [changing, setChanging] = useState<MemberData | null>(null);
  const [moving, setMoving] = useState<MemberData | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or filter starts at page 1.
  useEffect(() => setPage(0), [settled, sessionId, classId, roleId, status]);
  const members = useMembers(props.groupId, {
    search: settled,
    page: page + 1,
    pageSize,
    sessionId: sessionId || undefined,
    classId: classId || undefined,
    roleId: roleId || undefined,
    status: status || undefined,
  });
  const roles = useRoles(props.groupId, props.manage);
  const sessions = useAcademicSessions(props.groupId);
  const classes = useClasses(props.groupId, !props.isClass);
  const changes = useMemberChanges(props.groupId);

  const remove = () => {
    const member = removing;
    if (!member) return;
    changes.remove.mutate(member.membershipId, {
      onSuccess: () => {
        showSnack({ message: `${member.name} was removed.`, severity: 'success' });
        setRemoving(null);
      },
      onError: (e) => {
        showSnack({ message: errorMessage(e), severity: 'error' });
        setRemoving(null);
      },
    });
  };

  const filtered = !!(settled || sessionId || classId || roleId || status);
  const data = members.data;
  const actionsOf = (member: MemberData) => (
    <MemberActions
      member={member}
      manage={props.manage && !!roles.data}
      cart={
        props.isClass && props.instituteId && member.builtinKey === 'STUDENT'
          ? {
              userProfileId: member.profileId,
              fullName: member.name,
              memberId: member.membershipId,
              sessionId: member.sessionId,
              classId: props.groupId,
              className: props.groupName,
              instituteId: props.instituteId,
            }
          : null
      }
      onChangeRole={() => setChanging(member)}
      onMove={
        props.isClass && props.instituteId && member.builtinKey === 'STUDENT' && member.sessionId
          ? () => setMoving(member)
          : null
      }
      onRemove={() => setRemoving(member)}
    />
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <TextField
          size="small"
          label="Search members"
          placeholder="Name, admission no., phone or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        {!props.isClass && (classes.data?.length ?? 0) > 0 && (
          <FilterSelect
            label="Class"
            value={classId}
            onChange={setClassId}
            all="All classes"
            options={sortClasses(classes.data ?? []).map((c) => [c.id, c.name])}
            width={160}
          />
        )}
        {roles.data && (
          <FilterSelect
            label="Role"
            value={roleId}
            onChange={setRoleId}
            all="All roles"
            options={roles.data.map((role) => [role.id, role.name])}
            width={160}
          />
        )}
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => setStatus(v as MemberStatus | '')}
          all="Any status"
          options={MEMBER_STATUSES.map((s) => [s, MEMBER_STATUS_LABELS[s]])}
          width={170}
        />
        {(sessions.data?.length ?? 0) > 1 && (
          <FilterSelect
            label="Session"
            value={sessionId}
            onChange={setSessionId}
            all="All sessions"
            options={(sessions.data ?? []).map((s) => [s.id, s.name])}
            width={180}
          />
        )}
        {props.manage && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
            disabled={!roles.data}
          >
            Invite by e-mail
          </Button>
        )}
      </Box>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {data.total.toLocaleString('en-GB')} {data.total === 1 ? 'membership' : 'memberships'}
          {filtered ? ' match' : ''}
        </Typography>
      )}
      {members.isFetching && data && <LinearProgress aria-label="Loading members" />}
      {members.isPending ? (
        <Loading label="Loading members…" />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => members.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState>
          {settled
            ? `No member matches “${settled}”.`
            : filtered
              ? 'No members match these filters.'
              : 'This group has no members yet.'}
        </EmptyState>
      ) : (
        <MemberList
          items={data?.items ?? []}
          isClass={props.isClass}
          phone={phone}
          actionsOf={actionsOf}
        />
      )}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={pageSize}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          rowsPerPageOptions={[10, 20, 50, 100]}
          labelRowsPerPage="Per page"
        />
      )}
      {props.manage && <SentInvitations groupId={props.groupId} groupName={props.groupName} />}
      {props.manage && roles.data && (
        <InviteDialog
          groupId={props.groupId}
          groupName={props.groupName}
          isClass={props.isClass}
          roles={roles.data.filter((role) => role.grantable)}
          sessions={sessions.data ?? []}
          open={inviting}
          onClose={() => setInviting(false)}
        />
      )}
      {changing && roles.data && (
        <RoleChangeDialog
          groupId={props.groupId}
          groupName={props.groupName}
          member={changing}
          roles={roles.data}
          onClose={() => setChanging(null)}
        />
      )}
      {moving && props.instituteId && (
        <MoveDialog
          classId={props.groupId}
          className={props.groupName}
          instituteId={props.instituteId}
          member={moving}
          onClose={() => setMoving(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        text={`${removing?.name ?? ''} will no longer be a member of ${props.groupName}${
          removing?.sessionName ? ` for ${removing.sessionName}` : ''
        }.${props.isClass ? '' : ' They also leave its classes for the same session.'} Their account stays.`}
        confirmLabel="Remove"
        busy={changes.remove.isPending}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
