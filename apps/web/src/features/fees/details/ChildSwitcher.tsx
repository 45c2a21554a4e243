import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { feeDetailsPath } from '../paths';

export type Child = { userProfileId: string; fullName: string; className: string | null };

/**
 * A parent's children, one button each, the one on screen marked as the current page: a parent
 * of two reaches each child's fee details from here.
 */
export function ChildSwitcher(props: { kids: readonly Child[]; current: string }) {
  if (props.kids.length === 0) return null;
  return (
    <Box component="nav" aria-label="Your children">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Your children
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {props.kids.map((c) => {
          const current = c.userProfileId === props.current;
          return (
            <li key={c.userProfileId}>
              <Button
                component={RouterLink}
                to={feeDetailsPath(c.userProfileId)}
                variant={current ? 'contained' : 'outlined'}
                aria-current={current ? 'page' : undefined}
                sx={{ textTransform: 'none', display: 'block', textAlign: 'left' }}
              >
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {c.fullName}
                </Box>
                {c.className && (
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.8125rem', fontWeight: 400 }}
                  >
                    {c.className}
                  </Box>
                )}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
