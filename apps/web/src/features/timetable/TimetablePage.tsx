import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TimetableLesson } from '@shala/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { useGroupHolding, usePermission } from '../permissions';
import { AdminPanel } from './AdminPanel';
import { printWeek, useWeek, type WeekChoice } from './api';
import { MoveLessonDialog } from './MoveLessonDialog';
import { SubstitutionsPanel } from './SubstitutionsPanel';
import { WeekGrid } from './WeekGrid';

/**
 * /timetable and /timetable/{id} (issue 24 §2): the caller's own week (a student's class, a
 * parent's child's class, a teacher's teaching) or, at /timetable/{id}, a class's; anyone may
 * choose another class, teacher or room; an admin also imports, generates, exports and moves
 * lessons by hand. The call names the institute where the caller reads it there, else the class.
 */
export default function TimetablePage() {
  const user = useShellUser();
  const { id } = useParams();
  const instituteId = user.defaultInstituteId ?? '';
  const atInstitute = usePermission('getTimetable', instituteId || null);
  const holding = useGroupHolding('getTimetable');
  const groupId = atInstitute ? instituteId : (user.defaultClassId ?? holding ?? '');
  const [choice, setChoice] = useState<WeekChoice>(id ? { classId: id } : {});
  const week = useWeek(groupId, choice);
  const [moving, setMoving] = useState<TimetableLesson | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const data = week.data;
  const chosen = choice.classId
    ? `class:${choice.classId}`
    : choice.teacherId
      ? `teacher:${choice.teacherId}`
      : choice.roomId
        ? `room:${choice.roomId}`
        : data?.view
          ? `${data.view.kind}:${data.view.id}`
          : '';
  const choose = (value: string) => {
    const [kind, chosenId] = value.split(':');
    setChoice(
      kind === 'class'
        ? { classId: chosenId }
        : kind === 'teacher'
          ? { teacherId: chosenId }
          : { roomId: chosenId },
    );
  };
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Timetable
      </Typography>
      {!groupId ? (
        <Alert severity="info">Choose a default institute in the right panel.</Alert>
      ) : null}
      {week.isPending && groupId ? <CircularProgress aria-label="Loading the timetable" /> : null}
      {week.isError ? <Alert severity="error">{errorMessage(week.error)}</Alert> : null}
      {data ? (
        <>
          {data.canManage ? <AdminPanel groupId={groupId} week={data} /> : null}
          {data.canManage && data.choices.teachers.length > 0 ? (
            <SubstitutionsPanel groupId={groupId} teachers={data.choices.teachers} />
          ) : null}
          <TextField
            select
            size="small"
            label="Whose week"
            value={chosen}
            onChange={(e) => choose(e.target.value)}
            sx={{ minWidth: 260, mb: 2 }}
          >
            {data.choices.classes.map((c) => (
              <MenuItem key={c.id} value={`class:${c.id}`}>
                {c.name}
              </MenuItem>
            ))}
            {data.choices.teachers.map((t) => (
              <MenuItem key={t.id} value={`teacher:${t.id}`}>
                {t.name} (teacher)
              </MenuItem>
            ))}
            {data.choices.rooms.map((r) => (
              <MenuItem key={r.id} value={`room:${r.id}`}>
                {r.name} (room)
              </MenuItem>
            ))}
          </TextField>
          {data.view ? (
            <Button
              variant="outlined"
              sx={{ mb: 2, ml: { sm: 2 } }}
              onClick={() =>
                printWeek(groupId, choice, data.view?.name ?? 'week').catch((e) =>
                  showSnack({ message: errorMessage(e), severity: 'error' }),
                )
              }
            >
              Print (PDF)
            </Button>
          ) : null}
          {warnings.length > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setWarnings([])}>
              {warnings.join(' ')}
            </Alert>
          ) : null}
          {data.view ? (
            <WeekGrid week={data} onLesson={data.canManage ? setMoving : undefined} />
          ) : (
            <Alert severity="info">There is no timetable for you yet.</Alert>
          )}
          {moving ? (
            <MoveLessonDialog
              groupId={groupId}
              week={data}
              lesson={moving}
              onClose={() => setMoving(null)}
              onWarnings={setWarnings}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
