import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  MID_SESSION_JOIN_LABELS,
  MID_SESSION_JOIN_RULES,
  type MidSessionJoinRule,
} from '@shala/shared';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useFeeChanges, useJoinRule, useUnassignedStudents } from '../api';
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

/** Under a structure: the class's students it leaves out, each with why, and "Assign them". */
export function UnassignedNotice(props: { classId: string; structure: FeeStructure }) {
  const left = useUnassignedStudents(props.classId, props.structure.id);
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
        onSuccess: (message) => showSnack({ message, severity: 'success' }),
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
  const { settings, save } = useJoinRule(props.instituteId);
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
