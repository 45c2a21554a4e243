import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RecordStudent } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { ListBody, SearchField, useListQuery } from '../../../ui/PagedList';
import { useStudentSearch } from '../api';
import { Section } from './Section';

/**
 * The office's search (getMemberDetails): a student of the active session by name or admission
 * number, each a link to their record (or documents, or academic record).
 */
export function StudentFinder(props: {
  instituteId: string;
  linkTo: (student: RecordStudent) => string;
}) {
  const list = useListQuery();
  const q = list.query.search.trim();
  const found = useStudentSearch(props.instituteId, q, q.length > 0);
  return (
    <Section title="Find a student">
      <Box sx={{ display: 'flex', mb: 1 }}>
        <SearchField label="Name or admission number" value={list.text} onChange={list.setText} />
      </Box>
      {q ? (
        <ListBody
          isPending={found.isPending}
          error={found.error}
          empty={found.data?.length === 0}
          emptyText="No student found."
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {found.data?.map((s) => (
              <Box
                component="li"
                key={s.profileId}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
              >
                <Link
                  component={RouterLink}
                  to={props.linkTo(s)}
                  sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}
                >
                  {s.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {[s.className, s.admissionNo ? `Admission no. ${s.admissionNo}` : null]
                    .filter(Boolean)
                    .join(' · ') || 'In no class'}
                </Typography>
              </Box>
            ))}
          </Box>
        </ListBody>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Type a name or an admission number to find a student.
        </Typography>
      )}
    </Section>
  );
}
