import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useAcademicSessions } from '../academic';
import { useClasses } from '../groups';
import { useInstituteDetails } from '../institutes';
import { usePermission } from '../permissions';
import { useFeeChanges, useStructures } from './api';
import { sessionDay } from './fields';
import { AssignDialog } from './structure/AssignDialog';
import { CarryOverDialog } from './structure/CarryOverDialog';
import { ConcessionsDialog } from './structure/ConcessionsDialog';
import { StructureCard } from './structure/StructureCard';
import { StructureDialog } from './structure/StructureDialog';
import { startingSession } from './structure/sessions';
import type { FeeStructure } from './structure/structure-view';
import { JoinRuleSetting } from './structure/unassigned';

type Open =
  | { kind: 'new' }
  | { kind: 'edit' | 'assign' | 'concessions' | 'delete'; structure: FeeStructure }
  | { kind: 'carry-over' }
  | null;

/**
 * /fees/fee-structure (spec §2.4): the fee structures of a class for a session, chosen at the top
 * (kept in the address, so a link or Back returns to the same class). Holders of
 * createFeeStructure create, edit, assign and delete them, give concessions and carry over last
 * session's unpaid dues; holders of getFeeStructure read them.
 */
export default function FeeStructurePage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const [params, setParams] = useSearchParams();
  const sessions = useAcademicSessions(instituteId || null);
  const classes = useClasses(instituteId, !!instituteId);
  const institute = useInstituteDetails(instituteId, !!instituteId);
  const session = startingSession(sessions.data ?? [], params.get('session'));
  const classList = classes.data ?? [];
  const chosenClass =
    classList.find((c) => c.id === params.get('class')) ??
    classList.find((c) => c.id === user.defaultClassId) ??
    classList[0];
  const classId = chosenClass?.id ?? '';
  const sessionId = session?.id ?? '';
  const structures = useStructures(classId, sessionId);
  const canChange = usePermission('createFeeStructure', classId || null, instituteId);
  const canCarryOver = usePermission('createFeeStructure', instituteId);
  const canSeeFinancials = usePermission('getFeeSummaryForGroup', classId || null, instituteId);
  const [open, setOpen] = useState<Open>(null);
  const { remove } = useFeeChanges();
  const close = () => setOpen(null);

  const choose = (key: 'session' | 'class', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (sessions.isError)
    return <LoadError error={sessions.error} onRetry={() => sessions.refetch()} />;
  if (classes.isError) return <LoadError error={classes.error} onRetry={() => classes.refetch()} />;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" component="h1">
          Fee structure
        </Typography>
        {institute.data && (
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {institute.data.name}
          </Typography>
        )}
        <Typography color="text.secondary">
          {canChange
            ? 'Choose a session and a class to see and set its fees.'
            : 'Choose a session and a class to see its fees.'}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' },
        }}
      >
        <TextField
          select
          label="Session"
          value={sessionId}
          onChange={(e) => choose('session', e.target.value)}
          disabled={!sessions.data?.length}
          helperText={sessions.isPending ? 'Loading sessions…' : undefined}
        >
          {(sessions.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
              {s.activeStatus === 'true' ? ' (active)' : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Class"
          value={classId}
          onChange={(e) => choose('class', e.target.value)}
          disabled={!classList.length}
          helperText={classes.isPending ? 'Loading classes…' : undefined}
        >
          {classList.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {(canChange || canCarryOver || canSeeFinancials) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {canChange && classId && sessionId && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setOpen({ kind: 'new' })}
            >
              New fee structure
            </Button>
          )}
          {canCarryOver && (sessions.data?.length ?? 0) > 1 && (
            <Button variant="outlined" onClick={() => setOpen({ kind: 'carry-over' })}>
              Carry over unpaid dues
            </Button>
          )}
          {canSeeFinancials && classId && (
            <Button variant="text" component={RouterLink} to={`/class/financials/${classId}`}>
              Class financials
            </Button>
          )}
        </Box>
      )}
      {canCarryOver && instituteId && <JoinRuleSetting instituteId={instituteId} />}
      {!sessions.isPending && !sessions.data?.length && (
        <Alert severity="info">The institute has no sessions yet. Add one in Academic terms.</Alert>
      )}
      {!classes.isPending && classList.length === 0 && (
        <Alert severity="info">
          The institute has no classes yet. Add them in Group Management.
        </Alert>
      )}
      {structures.isPending && classId && sessionId && <Loading label="Loading fee structures…" />}
      {structures.isError && (
        <LoadError error={structures.error} onRetry={() => structures.refetch()} />
      )}
      {structures.data?.length === 0 && (
        <EmptyState>
          No fee structures for {chosenClass?.name} in session {session?.name} yet.
        </EmptyState>
      )}
      {structures.data?.map((s) => (
        <StructureCard
          key={s.id}
          structure={s}
          classId={classId}
          canChange={canChange}
          onEdit={() => setOpen({ kind: 'edit', structure: s })}
          onAssign={() => setOpen({ kind: 'assign', structure: s })}
          onConcessions={() => setOpen({ kind: 'concessions', structure: s })}
          onDelete={() => setOpen({ kind: 'delete', structure: s })}
        />
      ))}

      {(open?.kind === 'new' || open?.kind === 'edit') && chosenClass && session && (
        <StructureDialog
          open
          classId={chosenClass.id}
          className={chosenClass.name}
          sessionId={session.id}
          sessionName={session.name}
          sessionStart={sessionDay(session.startDate)}
          sessionEnd={sessionDay(session.endDate)}
          structure={open.kind === 'edit' ? open.structure : undefined}
          onClose={close}
        />
      )}
      {open?.kind === 'assign' && (
        <AssignDialog
          open
          classId={classId}
          sessionId={sessionId}
          structure={open.structure}
          onClose={close}
        />
      )}
      {open?.kind === 'concessions' && (
        <ConcessionsDialog
          open
          classId={classId}
          sessionId={sessionId}
          structure={open.structure}
          onClose={close}
        />
      )}
      {open?.kind === 'carry-over' && sessions.data && (
        <CarryOverDialog
          open
          instituteId={instituteId}
          sessions={sessions.data}
          toSessionId={sessionId}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={`Delete ${open.structure.name}?`}
          text={
            remove.isError
              ? errorMessage(remove.error)
              : 'The structure and the unpaid dues it gave its students are removed. A structure that has been paid into cannot be deleted.'
          }
          confirmLabel="Delete"
          busy={remove.isPending}
          onClose={() => {
            remove.reset();
            close();
          }}
          onConfirm={() =>
            remove.mutate(
              { groupId: classId, id: open.structure.id },
              {
                onSuccess: (message) => {
                  showSnack({
                    message: message ?? `${open.structure.name} deleted.`,
                    severity: 'success',
                  });
                  close();
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}
