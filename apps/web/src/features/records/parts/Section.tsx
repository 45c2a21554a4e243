import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One section of a record: a heading, its buttons beside it, and its contents. */
export function Section(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
          {props.title}
        </Typography>
        {props.actions ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{props.actions}</Box>
        ) : null}
      </Box>
      {props.children}
    </Paper>
  );
}
