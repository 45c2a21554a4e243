import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Person } from '../record-rules';

/**
 * A guardian's children (and the guardian), one button each, the one on screen marked as the
 * current page: a parent of two reaches each child's record from here.
 */
export function PersonSwitcher(props: {
  people: readonly Person[];
  current: string;
  self: string;
  linkTo: (person: Person) => string;
}) {
  if (props.people.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label="Whose record"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {props.people.map((p) => {
        const current = p.userProfileId === props.current;
        return (
          <Button
            key={p.userProfileId}
            component={RouterLink}
            to={props.linkTo(p)}
            // Their own name chosen beside the children's stays (no move to the first child).
            state={p.userProfileId === props.self ? { own: true } : undefined}
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            sx={{ textTransform: 'none', display: 'block', textAlign: 'left', minHeight: 44 }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {p.fullName}
            </Box>
            {p.userProfileId === props.self || p.className ? (
              <Box
                component="span"
                sx={{ display: 'block', fontSize: '0.8125rem', fontWeight: 400 }}
              >
                {p.userProfileId === props.self ? 'Your own record' : p.className}
              </Box>
            ) : null}
          </Button>
        );
      })}
    </Box>
  );
}
