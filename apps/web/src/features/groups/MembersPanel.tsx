import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MemberData } from '@shala/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useAcademicSessions } from '../academic/api';
import { SentInvitations } from '../invitations/SentInvitations';
import { AddToCartButton } from '../payments';
import { useRoles } from '../roles/api';
import { useMemberChanges, useMembers } from './api';
import { InviteDialog } from './InviteDialog';

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
 * A group's members with search and paging. With `manage`: invite by e-mail (with a role the
 * manager may give), the invitations sent, and for each member the manager may change (not
 * its own, none holding more than it): change the role, remove (confirmed).
 */
export function MembersPanel(props: {
  groupId: string;
  groupName: string;
  isClass: boolean;
  manage: boolean;
  /** A class's institute: its students get "Add to cart" for those who record payments. */
  instituteId?: string;
}) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [sessionId, setSessionId] = useState('');
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<MemberData | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at page 1.
  useEffect(() => setPage(0), [settled, sessionId]);
  const members = useMembers(props.groupId, {
    search: settled,
    page: page + 1,
    pageSize,
    sessionId: sessionId || undefined,
  });
  const roles = useRoles(props.groupId, props.manage);
  const sessions = useAcademicSessions(props.groupId);
  const changes = useMemberChanges(props.groupId);

  const changeRole = (member: MemberData, roleId: string) =>
    changes.changeRole.mutate(
      { membershipId: member.membershipId, roleId },
      {
        onSuccess: (row) =>
          showSnack({ message: `${row.name} is now ${row.roleName}.`, severity: 'success' }),
        onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
      },
    );

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

  const data = members.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <TextField
          size="small"
          label="Search members"
          placeholder="Name, username or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 220px' }}
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
        {(sessions.data?.length ?? 0) > 1 && (
          <TextField
            select
            size="small"
            label="Session"
            value={sessionId}
            onChange={(e) => setSessionId(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 180px' }}
          >
            <option value="">All sessions</option>
            {sessions.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </TextField>
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
      {members.isFetching && data && <LinearProgress aria-label="Loading members" />}
      {members.isPending ? (
        <Loading label="Loading members…" />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => members.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState>
          {settled
            ? `No member matches “${settled}”.`
            : sessionId
              ? 'No members for this session.'
              : 'This group has no members yet.'}
        </EmptyState>
      ) : (
        <Box component="ul" aria-label="Members" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data?.items.map((member, index) => (
            <Box component="li" key={member.membershipId}>
              {index > 0 && <Divider />}
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  py: 1.25,
                }}
              >
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {member.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {member.username}
                    {member.email ? ` · ${member.email}` : ''}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    <Chip size="small" label={member.sessionName ?? 'All sessions'} />
                    {!member.verified && <Chip size="small" color="warning" label="Unverified" />}
                    {!member.active && (
                      <Chip size="small" color="info" label="Invitation pending" />
                    )}
                  </Box>
                </Box>
                {props.isClass && props.instituteId && member.builtinKey === 'STUDENT' && (
                  <AddToCartButton
                    student={{
                      userProfileId: member.profileId,
                      fullName: member.name,
                      memberId: member.membershipId,
                      sessionId: member.sessionId,
                      classId: props.groupId,
                      className: props.groupName,
                      instituteId: props.instituteId,
                    }}
                  />
                )}
                {props.manage && roles.data && member.manageable ? (
                  <TextField
                    select
                    size="small"
                    label="Role"
                    value={member.roleId}
                    onChange={(e) => changeRole(member, e.target.value)}
                    disabled={changes.changeRole.isPending}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': `Role of ${member.name}` },
                    }}
                    sx={{ width: { xs: 'calc(100% - 48px)', sm: 220 } }}
                  >
                    {roles.data
                      .filter((role) => role.grantable || role.id === member.roleId)
                      .map((role) => (
                        <option key={role.id} value={role.id} disabled={!role.grantable}>
                          {role.name}
                        </option>
                      ))}
                  </TextField>
                ) : (
                  <Chip label={member.roleName} variant="outlined" />
                )}
                {props.manage && member.manageable && (
                  <Tooltip title={`Remove ${member.name}`}>
                    <IconButton
                      aria-label={`Remove ${member.name}`}
                      onClick={() => setRemoving(member)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            </Box>
          ))}
        </Box>
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
