import '../institute/institute.css';
import { useEffect, useState } from 'react';
import { pageTitle } from '../../core/titles';
import { INSTITUTE_TABS, type InstituteLoad, loadPublicInstitute, tabOf } from '../institute/api';
import { InstituteImage } from '../institute/InstituteImage';
import { InstituteSection } from '../institute/InstituteSections';
import { Link, useParams } from '../router/router';
import { ButtonLink } from '../ui/Button';
import { PublicFrame } from '../ui/PublicFrame';

/**
 * Spec §2.2: the public view of an institute, /institute-details/{instituteId}/{tabId}. The tab
 * is in the address. When the institute shows its details to verified members only, others see
 * the name, logo and verified mark with a note.
 */
export default function InstituteDetailsPage() {
  const { instituteId = '', tabId } = useParams<'instituteId' | 'tabId'>();
  const [load, setLoad] = useState<InstituteLoad>({ state: 'loading' });
  const tab = tabOf(tabId);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadPublicInstitute(instituteId).then((result) => {
      if (live) setLoad(result);
    });
    return () => {
      live = false;
    };
  }, [instituteId]);

  // Spec §2.3's product name and bar first; the institute's name names the tab among others.
  useEffect(() => {
    if (load.state === 'ready')
      document.title = pageTitle(`${load.institute.name} | Institute Details`);
  }, [load]);

  return (
    <PublicFrame wide>
      <div className="sh-card sh-institute">
        <div className="sh-institute__banner" />
        <div className="sh-institute__body">
          {load.state === 'loading' ? (
            <p className="sh-muted" style={{ paddingTop: 48 }}>
              Loading the institute…
            </p>
          ) : null}
          {load.state === 'missing' ? <Missing /> : null}
          {load.state === 'failed' ? (
            <p role="alert" style={{ paddingTop: 48 }}>
              {load.message}
            </p>
          ) : null}
          {load.state === 'ready' ? (
            <>
              <div className="sh-inst__head">
                <InstituteImage src={load.institute.imageLocation} name={load.institute.name} />
                <div className="sh-inst__title">
                  <h1 className="sh-h1">{load.institute.name}</h1>
                  <span
                    className={`sh-inst__badge${load.institute.verified ? '' : ' sh-inst__badge--no'}`}
                  >
                    {load.institute.verified ? '✓ Verified institute' : 'Not verified yet'}
                  </span>
                </div>
              </div>
              {load.institute.detailsHidden ? (
                <div className="sh-inst__notice" role="note">
                  <p style={{ margin: '0 0 12px' }}>
                    This institute shows its details only to its members with a verified profile.
                  </p>
                  <ButtonLink to="/auth">Sign in</ButtonLink>
                </div>
              ) : (
                <>
                  <nav className="sh-inst__tabs" aria-label="Institute sections">
                    {INSTITUTE_TABS.map((t) => (
                      <Link
                        key={t.id}
                        to={`/institute-details/${instituteId}/${t.id}`}
                        replace
                        className="sh-inst__tab"
                        aria-current={t.id === tab ? 'page' : undefined}
                      >
                        {t.label}
                      </Link>
                    ))}
                  </nav>
                  <section aria-label={INSTITUTE_TABS.find((t) => t.id === tab)?.label}>
                    <InstituteSection tab={tab} institute={load.institute} />
                  </section>
                </>
              )}
            </>
          ) : null}
        </div>
      </div>
    </PublicFrame>
  );
}

function Missing() {
  return (
    <div style={{ paddingTop: 48 }}>
      <h1 className="sh-h1">Institute not found</h1>
      <p className="sh-muted">
        We could not find this institute. The link may be wrong, or the institute is no longer on
        Shala.
      </p>
      <Link to="/" className="sh-link">
        Go to the home page
      </Link>
    </div>
  );
}
