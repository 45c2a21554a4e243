import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PublicFrame } from '../../ui/PublicFrame';

/** Spec §2.2: the public view of an institute. Its content comes with the institute feature. */
export default function InstituteDetailsPage() {
  return (
    <PublicFrame wide>
      <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 3 }}>
        <Box
          sx={{
            height: { xs: 120, sm: 180 },
            background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 60%, #0f766e 100%)',
          }}
        />
        <Box sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
            Institute
          </Typography>
          <Typography color="text.secondary">Institute details will appear here.</Typography>
          <Box
            sx={{
              mt: 3,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            {['About', 'Classes', 'Admissions'].map((section) => (
              <Paper key={section} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
                  {section}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  Published by the institute soon.
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      </Paper>
    </PublicFrame>
  );
}
