import type { PublicInstitute } from '@shala/shared';
import { ButtonLink } from '../ui/Button';
import type { InstituteTab } from './api';

/** What one tab of the public institute page shows. */
export function InstituteSection({
  tab,
  institute,
}: {
  tab: InstituteTab;
  institute: PublicInstitute;
}) {
  if (tab === 'classes') return <Classes institute={institute} />;
  if (tab === 'contact') return <Contact institute={institute} />;
  if (tab === 'admission') return <Admission institute={institute} />;
  return (
    <>
      <h2 className="sh-h2">About</h2>
      {institute.about ? (
        <p className="sh-inst__about">{institute.about}</p>
      ) : (
        <p className="sh-muted">The institute has not written about itself yet.</p>
      )}
      {institute.activeSession ? (
        <p className="sh-muted">Current session: {institute.activeSession.name}</p>
      ) : null}
    </>
  );
}

function Classes({ institute }: { institute: PublicInstitute }) {
  const classes = institute.classes ?? [];
  return (
    <>
      <h2 className="sh-h2">Classes</h2>
      {classes.length === 0 ? (
        <p className="sh-muted">No classes are listed yet.</p>
      ) : (
        <ul className="sh-inst__classes">
          {classes.map((c) => (
            <li key={c.level} className="sh-inst__class">
              <span className="sh-inst__level">{c.level}</span>
              <span className="sh-muted">
                {c.sections.length === 0
                  ? 'One section'
                  : `${c.sections.length === 1 ? 'Section' : 'Sections'} ${c.sections.join(', ')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Contact({ institute }: { institute: PublicInstitute }) {
  const rows: { label: string; value: string; href?: string }[] = [];
  if (institute.address) rows.push({ label: 'Address', value: institute.address });
  if (institute.phone)
    rows.push({ label: 'Phone', value: institute.phone, href: `tel:${institute.phone}` });
  if (institute.email)
    rows.push({ label: 'E-mail', value: institute.email, href: `mailto:${institute.email}` });
  if (institute.website && /^https?:\/\//i.test(institute.website)) {
    rows.push({ label: 'Website', value: institute.website, href: institute.website });
  }
  return (
    <>
      <h2 className="sh-h2">Contact</h2>
      {rows.length === 0 ? (
        <p className="sh-muted">The institute has not published contact details yet.</p>
      ) : (
        <dl className="sh-inst__contact">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                {row.href ? (
                  <a
                    className="sh-link"
                    href={row.href}
                    {...(row.label === 'Website'
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

function Admission({ institute }: { institute: PublicInstitute }) {
  const admission = institute.admission;
  return (
    <>
      <h2 className="sh-h2">Admission</h2>
      {admission?.open && admission.link ? (
        <>
          <p>
            Admission is open
            {institute.activeSession ? ` for the session ${institute.activeSession.name}` : ''}.
            Apply online with the form; keep your documents ready as .jpg files.
          </p>
          <ButtonLink to={admission.link}>Apply for admission</ButtonLink>
        </>
      ) : (
        <p className="sh-muted">Admission is not open at the moment.</p>
      )}
    </>
  );
}
