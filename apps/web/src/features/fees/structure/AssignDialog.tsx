import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ListBody, SearchField } from '../../../ui/PagedList';
import { useFeeChanges } from '../api';
import { StudentPages, useStudentSearch } from '../parts/student-search';
import type { FeeStructure } from './structure-view';

/**
 * Assign a structure to the class's students: all of them (the server takes every student of
 * the class in the session), or the ones ticked here. Assigning again after an edit brings their
 * unpaid dues up to date; what is paid is never touched.
 */
export function AssignDialog(props: {
  open: boolean;
  classId: string;
  sessionId: string;
  structure: FeeStructure;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [who, setWho] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const search = useStudentSearch(props.classId, props.sessionId, who === 'chosen');
  const { assign } = useFeeChanges();

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = () =>
    assign.mutate(
      {
        groupId: props.classId,
        id: props.structure.id,
        ...(who === 'chosen' ? { userProfileIds: [...chosen] } : {}),
      },
      {
        onSuccess: (message) => {
          showSnack({
            message: message ?? `${props.structure.name} assigned.`,
            severity: 'success',
          });
          props.onClose();
        },
      },
    );

  return (
    <Dialog
      open={props.open}
      onClose={assign.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Assign {props.structure.name}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        <RadioGroup
          aria-label="Students"
          value={who}
          onChange={(e) => setWho(e.target.value === 'chosen' ? 'chosen' : 'all')}
        >
          <FormControlLabel value="all" control={<Radio />} label="All students of the class" />
          <FormControlLabel value="chosen" control={<Radio />} label="Chosen students" />
        </RadioGroup>
        {who === 'chosen' && (
          <>
            <SearchField label="Search students" value={search.text} onChange={search.setText} />
            <ListBody
              isPending={search.isPending}
              error={search.error}
              empty={search.students?.length === 0}
              emptyText="No students found."
            >
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {search.students?.map((s) => (
                  <li key={s.profileId}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={chosen.has(s.profileId)}
                          onChange={() => toggle(s.profileId)}
                        />
                      }
                      label={s.name}
                    />
                  </li>
                ))}
              </Box>
              <StudentPages search={search} />
            </ListBody>
            <Typography aria-live="polite" color="text.secondary">
              {chosen.size === 1 ? '1 student chosen' : `${chosen.size} students chosen`}
            </Typography>
          </>
        )}
        {assign.isError && <Alert severity="error">{errorMessage(assign.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={assign.isPending || (who === 'chosen' && chosen.size === 0)}
        >
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
