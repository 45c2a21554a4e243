import '../admission/admission.css';
import type { AdmissionApplied } from '@shala/shared';
import { useEffect, useState } from 'react';
import { AdmissionForm } from '../admission/AdmissionForm';
import { AdmissionImage } from '../admission/AdmissionImage';
import { type AdmissionLoad, loadAdmissionPage } from '../admission/api';
import { useParams } from '../router/router';
import { Button, ButtonLink } from '../ui/Button';

/**
 * Spec §2.1 "Direct admission", §4, §5: the institute image (a default when none), heading
 * Admission Page, the institute name and Session: {session name}, then the application form.
 */
export default function DirectAdmissionPage() {
  const { instituteId = '', sessionId = '' } = useParams<'instituteId' | 'sessionId'>();
  const [load, setLoad] = useState<AdmissionLoad>({ state: 'loading' });
  const [submitted, setSubmitted] = useState<AdmissionApplied | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a reload.
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void loadAdmissionPage(instituteId, sessionId).then((result) => {
      if (live) setLoad(result);
    });
    return () => {
      live = false;
    };
  }, [instituteId, sessionId, attempt]);

  if (load.state === 'loading') {
    return (
      <p className="sh-p sh-muted" role="status">
        Loading the admission form…
      </p>
    );
  }
  if (load.state === 'missing' || load.state === 'failed') {
    return (
      <div className="sh-center">
        <h1 className="sh-h1">Admission Page</h1>
        <p className="sh-p" role="alert">
          {load.state === 'missing'
            ? 'This admission link is not valid. Please ask the institute for its admission link.'
            : load.message}
        </p>
        <div className="sh-row-center">
          <ButtonLink to="/auth" variant="outlined">
            Cancel
          </ButtonLink>
          {load.state === 'failed' && (
            <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }

  const { institute, session } = load.data;
  return (
    <div className="sh-adm">
      <header className="sh-adm__header">
        <AdmissionImage src={institute.imageLocation} name={institute.name} />
        <div>
          <h1 className="sh-h1">Admission Page</h1>
          <p className="sh-adm__institute">{institute.name}</p>
          <p className="sh-adm__session">Session: {session.name}</p>
        </div>
      </header>
      {submitted ? (
        <section className="sh-adm__done" aria-labelledby="admission-done" role="status">
          <h2 id="admission-done" className="sh-h2">
            Application submitted
          </h2>
          <p className="sh-p">{submitted.message}</p>
          <p className="sh-p sh-muted">
            Reference number: <strong>{submitted.id.slice(0, 8).toUpperCase()}</strong>
          </p>
          <div className="sh-row-center">
            <ButtonLink to="/auth" variant="contained">
              Back to sign in
            </ButtonLink>
          </div>
        </section>
      ) : (
        <AdmissionForm data={load.data} onSubmitted={setSubmitted} />
      )}
    </div>
  );
}
