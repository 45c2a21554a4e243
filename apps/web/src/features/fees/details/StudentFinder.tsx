import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListBody, SearchField } from '../../../ui/PagedList';
import { useClasses } from '../../groups';
import { AddToCartButton } from '../../payments';
import { StudentPages, useStudentSearch } from '../parts/student-search';
import { classFinancialsPath, feeDetailsPath } from '../paths';

/**
 * For staff on their own Fee details (they owe no fees): choose a class and find a student,
 * then open the student's fee details or put them in the cart.
 */
export function StudentFinder(props: {
  instituteId: string;
  defaultClassId: string | null;
  canSeeFinancials: boolean;
}) {
  const classes = useClasses(props.instituteId);
  const [picked, setPicked] = useState<string | null>(null);
  const classList = classes.data ?? [];
  const chosen =
    classList.find((c) => c.id === picked) ??
    classList.find((c) => c.id === props.defaultClassId) ??
    classList[0];
  const search = useStudentSearch(chosen?.id ?? '', '', !!chosen);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Find a student"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="h3" component="h2">
        Find a student
      </Typography>
      <Typography color="text.secondary">
        Choose a class and a student to see their dues, payments and receipts.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          label="Class"
          value={chosen?.id ?? ''}
          onChange={(e) => {
            setPicked(e.target.value);
            search.setPage(1);
          }}
          sx={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}
          helperText={classes.isPending ? 'Loading classes…' : undefined}
        >
          {classList.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label="Search students" value={search.text} onChange={search.setText} />
      </Box>
      {chosen && props.canSeeFinancials && (
        <Link
          component={RouterLink}
          to={classFinancialsPath(chosen.id)}
          sx={{ justifySelf: 'start' }}
        >
          {chosen.name}: class financials
        </Link>
      )}
      <ListBody
        isPending={search.isPending}
        error={classes.error ?? search.error}
        empty={!chosen || search.students?.length === 0}
        emptyText={chosen ? 'No students found.' : 'The institute has no classes yet.'}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {search.students?.map((s) => (
            <Box
              component="li"
              key={s.profileId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Link
                component={RouterLink}
                to={feeDetailsPath(s.profileId)}
                sx={{ flex: '1 1 160px', fontWeight: 600, py: 0.5 }}
              >
                {s.name}
              </Link>
              {chosen && (
                <AddToCartButton
                  student={{
                    userProfileId: s.profileId,
                    fullName: s.name,
                    memberId: s.membershipId,
                    sessionId: s.sessionId,
                    classId: chosen.id,
                    className: chosen.name,
                    instituteId: props.instituteId,
                  }}
                />
              )}
            </Box>
          ))}
        </Box>
        <StudentPages search={search} />
      </ListBody>
    </Paper>
  );
}
