import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PROFILE_GENDER_LABELS, type StudentRecord } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { Section } from '../parts/Section';
import { personalInfoPath } from '../paths';
import { shown, yesNo } from '../record-rules';

const gender = (g: string | null) =>
  g ? (PROFILE_GENDER_LABELS[g as keyof typeof PROFILE_GENDER_LABELS] ?? g) : null;

/** A phone number to call from a phone. */
function Phone({ number }: { number: string | null }) {
  if (!number) return <>—</>;
  return (
    <Link href={`tel:${number.replace(/\s+/g, '')}`} sx={{ display: 'inline-block', py: 0.25 }}>
      {number}
    </Link>
  );
}

/** The record as Indian schools keep it: personal, health, guardians, siblings, transport. */
export function RecordDetails(props: { record: StudentRecord; instituteId: string }) {
  const r = props.record;
  return (
    <>
      <Section title="Personal">
        <Figures
          columns={3}
          items={[
            { label: 'Date of birth', value: shown(r.dateOfBirth) },
            { label: 'Gender', value: shown(gender(r.gender)) },
            { label: 'Category', value: shown(r.category) },
            { label: 'RTE admission', value: yesNo(r.rteAdmission) },
            { label: 'Aadhaar number', value: shown(r.aadhaar) },
            { label: 'Mother tongue', value: shown(r.motherTongue) },
            { label: 'Religion', value: shown(r.religion) },
            { label: 'Nationality', value: shown(r.nationality) },
            { label: 'Father’s name', value: shown(r.fatherName) },
            { label: 'Mother’s name', value: shown(r.motherName) },
            { label: 'Address', value: shown(r.address) },
            { label: 'Previous school', value: shown(r.previousSchool) },
          ]}
        />
      </Section>
      <Section title="Health">
        <Figures
          columns={3}
          items={[
            { label: 'Blood group', value: shown(r.bloodGroup) },
            { label: 'Allergies', value: shown(r.allergies) },
            { label: 'Medical notes', value: shown(r.medicalNotes) },
            { label: 'Emergency contact', value: shown(r.emergencyName) },
            { label: 'Emergency phone', value: <Phone number={r.emergencyPhone} /> },
          ]}
        />
      </Section>
      <Section title="Guardians">
        {r.guardians.length === 0 ? (
          <EmptyState>No guardian is linked to this record.</EmptyState>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {r.guardians.map((g) => (
              <Box component="li" key={g.profileId} sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {g.name}{' '}
                  <Typography component="span" color="text.secondary">
                    ({g.relation})
                  </Typography>
                </Typography>
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    columnGap: 2,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {g.phone ? <Phone number={g.phone} /> : null}
                  {g.email ? (
                    <Link href={`mailto:${g.email}`} sx={{ display: 'inline-block', py: 0.25 }}>
                      {g.email}
                    </Link>
                  ) : null}
                  {!g.phone && !g.email ? (
                    <Typography variant="body2" color="text.secondary">
                      No phone or e-mail kept.
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Siblings in the school">
        {r.siblings.length === 0 ? (
          <EmptyState>No brother or sister in the school.</EmptyState>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {r.siblings.map((s) => (
              <li key={s.profileId}>
                <Link
                  component={RouterLink}
                  to={personalInfoPath(s.profileId, props.instituteId)}
                  sx={{ display: 'inline-block', py: 0.5 }}
                >
                  {s.name}
                </Link>
                {s.className ? ` · ${s.className}` : ''}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Transport">
        {r.transport ? (
          <Figures
            items={[
              { label: 'Route', value: r.transport.routeName },
              { label: 'Stop', value: r.transport.stopName },
            ]}
          />
        ) : (
          <EmptyState>Does not use the school’s transport.</EmptyState>
        )}
      </Section>
    </>
  );
}
