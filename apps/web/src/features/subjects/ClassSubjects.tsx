import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ClassSubjectsView,
  type SubjectPerson,
  type SubjectView,
  sortClasses,
} from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useClasses } from '../groups';
import { useClassSubjects, useSubjectChanges, useSubjects, useSubjectTeachers } from './api';
import { type Chosen, chosenOf, classListBody, offered } from './rules';

/** A class's subjects and their teachers, chosen from the institute's list and saved at once. */
export function ClassSubjects(props: { instituteId: string }) {
  const classes = useClasses(props.instituteId, !!props.instituteId);
  const [classId, setClassId] = useState('');
  const list = sortClasses(classes.data ?? []);
  return (
    <Box component="section" aria-labelledby="class-subjects-heading">
      <Typography id="class-subjects-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Subjects of a class
      </Typography>
      {classes.isError ? (
        <LoadError error={classes.error} onRetry={() => classes.refetch()} />
      ) : null}
      <TextField
        id="subjects-class"
        select
        label="Class"
        value={classId}
        onChange={(e) => setClassId(e.target.value)}
        sx={{ minWidth: 220, mb: 2 }}
      >
        {list.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {classId ? (
        <ClassEditor key={classId} instituteId={props.instituteId} classId={classId} />
      ) : (
        <Typography color="text.secondary">
          Choose a class to give it subjects and name their teachers.
        </Typography>
      )}
    </Box>
  );
}

function ClassEditor(props: { instituteId: string; classId: string }) {
  const view = useClassSubjects(props.instituteId, props.classId);
  const subjects = useSubjects(props.instituteId);
  const teachers = useSubjectTeachers(props.instituteId);
  if (view.isPending || subjects.isPending || teachers.isPending) {
    return <Loading label="Loading the class's subjects…" />;
  }
  const failed = [view, subjects, teachers].find((q) => q.isError);
  if (failed) return <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  if (!view.data || !subjects.data || !teachers.data) return null;
  return (
    <ClassForm
      instituteId={props.instituteId}
      view={view.data}
      subjects={offered(subjects.data, view.data)}
      teachers={teachers.data}
    />
  );
}

function ClassForm(props: {
  instituteId: string;
  view: ClassSubjectsView;
  subjects: SubjectView[];
  teachers: SubjectPerson[];
}) {
  const changes = useSubjectChanges(props.instituteId);
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(props.view));
  const byId = new Map(props.teachers.map((t) => [t.userProfileId, t]));
  const set = (subjectId: string, teacherIds: string[] | null) =>
    setChosen((before) => {
      const next = new Map(before);
      if (teacherIds === null) next.delete(subjectId);
      else next.set(subjectId, teacherIds);
      return next;
    });
  const save = () =>
    changes.saveClass
      .mutateAsync(classListBody(props.view.classId, props.subjects, chosen))
      .then((done) => {
        setChosen(chosenOf(done.data));
        showSnack({ message: done.message, severity: 'success' });
      })
      .catch((error) => showSnack({ message: errorMessage(error), severity: 'error' }));
  const classTeachers = props.view.classTeachers.map((t) => t.fullName).join(', ');

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Class teacher: {classTeachers || 'none yet (set in the class’s members)'}
      </Typography>
      {props.subjects.length === 0 ? (
        <EmptyState>The institute has no subjects yet. Add them to the list above.</EmptyState>
      ) : null}
      <List aria-label={`Subjects of ${props.view.className}`} disablePadding>
        {props.subjects.map((s) => {
          const teacherIds = chosen.get(s.id);
          return (
            <ListItem key={s.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <FormControlLabel
                sx={{ flex: '1 1 180px', minWidth: 0, mr: 0 }}
                control={
                  <Checkbox
                    checked={teacherIds !== undefined}
                    onChange={(e) => set(s.id, e.target.checked ? [] : null)}
                  />
                }
                label={`${s.name}${s.archived ? ' (archived)' : ''}`}
              />
              <Autocomplete
                multiple
                size="small"
                sx={{ flex: '2 1 240px', minWidth: 0 }}
                disabled={teacherIds === undefined}
                options={props.teachers}
                value={(teacherIds ?? []).flatMap((id) => byId.get(id) ?? [])}
                getOptionLabel={(t) => t.fullName}
                isOptionEqualToValue={(a, b) => a.userProfileId === b.userProfileId}
                onChange={(_e, value) =>
                  set(
                    s.id,
                    value.map((t) => t.userProfileId),
                  )
                }
                renderInput={(params) => <TextField {...params} label={`Teachers of ${s.name}`} />}
              />
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button variant="contained" onClick={save} disabled={changes.saveClass.isPending}>
          Save {props.view.className}
        </Button>
      </Stack>
    </>
  );
}
