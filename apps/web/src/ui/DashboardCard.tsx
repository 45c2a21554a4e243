import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A card of the dashboard: a section named by its heading. The dashboard's own cards and those
 * other features lend it (today's timetable, notices, exams, attendance) share this frame.
 */
export function DashboardCard(props: {
  title: string;
  id: string;
  children: ReactNode;
  /** The space under the heading, in theme spacing. */
  headingGap?: number;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={props.id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={props.id} variant="h3" component="h2" sx={{ mb: props.headingGap ?? 1.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}
