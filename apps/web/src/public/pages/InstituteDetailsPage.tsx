import { PublicFrame } from '../ui/PublicFrame';

/** Spec §2.2: the public view of an institute. Its content comes with the institute feature. */
export default function InstituteDetailsPage() {
  return (
    <PublicFrame wide>
      <div className="sh-card sh-institute">
        <div className="sh-institute__banner" />
        <div className="sh-institute__body">
          <h1 className="sh-h1">Institute</h1>
          <p className="sh-muted">Institute details will appear here.</p>
          <div className="sh-institute__sections">
            {['About', 'Classes', 'Admissions'].map((section) => (
              <div key={section} className="sh-card sh-institute__section">
                <h2 className="sh-h2">{section}</h2>
                <p className="sh-muted">Published by the institute soon.</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </PublicFrame>
  );
}
