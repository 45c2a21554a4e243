import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  FEE_API,
  type FeeSettings,
  type FeeUnassignedStudent,
  MID_SESSION_JOIN_LABELS,
  MID_SESSION_JOIN_RULES,
  type MidSessionJoinRule,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, http } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FEES_KEY, useFeeChanges } from '../api';
import type { FeeStructure } from './structure-view';

/**
 * Who of the class a structure is not assigned to, and why (GET /rest/fee/structure/unassigned),
 * with one action assigning them; and the institute's mid-session join rule (/rest/fee/settings).
 */

/** The notice's title: how many of the class the structure leaves out. */
export const unassignedTitle = (n: number) =>
  n === 1
    ? '1 student of the class is not assigned this structure'
    : `${n} students of the class are not assigned this structure`;

/** The notice's action, while it works and before. */
export const assignThemLabel = (n: number, pending: boolean) =>
  pending ? 'Assigning…' : n === 1 ? 'Assign them' : `Assign all ${n}`;

function useUnassigned(classId: string, structureId: string) {
  return useQuery({
    queryKey: [...FEES_KEY, 'unassigned', classId, structureId] as const,
    enabled: !!classId && !!structureId,
    queryFn: () =>
      http<FeeUnassignedStudent[]>('GET', FEE_API.unassigned, undefined, {
        query: { groupId: classId, id: structureId },
      }),
  });
}

/** Under a structure: the class's students it leaves out, each with why, and "Assign them". */
export function UnassignedNotice(props: { classId: string; structure: FeeStructure }) {
  const left = useUnassigned(props.classId, props.structure.id);
  const { assign } = useFeeChanges();
  const students = left.data ?? [];
  if (students.length === 0) return null;
  const n = students.length;
  const assignThem = () =>
    assign.mutate(
      {
        groupId: props.classId,
        id: props.structure.id,
        userProfileIds: students.map((s) => s.profileId),
      },
      {
        onSuccess: (message) =>
          showSnack({
            message: message ?? `${props.structure.name} assigned.`,
            severity: 'success',
          }),
      },
    );
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={assignThem}
          disabled={assign.isPending}
          sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
        >
          {assignThemLabel(n, assign.isPending)}
        </Button>
      }
      sx={{
        '& .MuiAlert-action': { alignItems: 'flex-start' },
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <AlertTitle>{unassignedTitle(n)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {students.map((s) => (
          <li key={s.profileId}>
            <strong>{s.fullName}</strong>: {s.why}
          </li>
        ))}
      </Box>
      {assign.isError && <Box sx={{ mt: 1 }}>{errorMessage(assign.error)}</Box>}
    </Alert>
  );
}

const isRule = (v: unknown): v is MidSessionJoinRule =>
  typeof v === 'string' && (MID_SESSION_JOIN_RULES as readonly string[]).includes(v);

/** The institute's rule for a student joining a class mid-session, changed where fees are set. */
export function JoinRuleSetting(props: { instituteId: string }) {
  const queryClient = useQueryClient();
  const key = [...FEES_KEY, 'settings', props.instituteId] as const;
  const settings = useQuery({
    queryKey: key,
    enabled: !!props.instituteId,
    queryFn: async () => {
      const settings = await http<FeeSettings>('GET', FEE_API.settings, undefined, {
        query: { groupId: props.instituteId },
      });
      return settings.midSessionJoin;
    },
  });
  const save = useMutation({
    mutationFn: (midSessionJoin: MidSessionJoinRule) =>
      http<{ message: string }>('PUT', FEE_API.settings, {
        groupId: props.instituteId,
        midSessionJoin,
      }),
    onSuccess: (answer) => {
      showSnack({ message: answer.message, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  if (!settings.data) return null;
  return (
    <TextField
      select
      label="A student joining mid-session owes"
      value={settings.data}
      onChange={(e) => isRule(e.target.value) && save.mutate(e.target.value)}
      disabled={save.isPending}
      error={save.isError}
      helperText={
        save.isError
          ? errorMessage(save.error)
          : 'For students who join a class after the session starts (admitted, imported, added or moved).'
      }
      sx={{ maxWidth: 520 }}
    >
      {MID_SESSION_JOIN_RULES.map((rule) => (
        <MenuItem key={rule} value={rule}>
          {MID_SESSION_JOIN_LABELS[rule]}
        </MenuItem>
      ))}
    </TextField>
  );
}
