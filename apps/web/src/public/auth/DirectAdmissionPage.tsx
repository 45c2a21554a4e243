import { useNavigate } from '../router/router';
import { Button } from '../ui/Button';

/**
 * Spec §2.1 "Direct admission": the public application form of an institute. The form itself
 * comes with the admission feature; until then the page says admissions open here soon.
 */
export default function DirectAdmissionPage() {
  const navigate = useNavigate();
  return (
    <div className="sh-center">
      <svg
        viewBox="0 0 120 80"
        role="img"
        aria-label="Institute"
        style={{ width: 160, maxWidth: '60%', height: 'auto', marginBottom: 16 }}
      >
        <rect x="0" y="0" width="120" height="80" rx="10" fill="#dbeafe" />
        <path d="M60 14 L98 32 H22 Z" fill="#1e3a8a" />
        <rect x="28" y="34" width="64" height="30" fill="#1d4ed8" />
        <rect x="34" y="40" width="8" height="24" fill="#dbeafe" />
        <rect x="50" y="40" width="8" height="24" fill="#dbeafe" />
        <rect x="66" y="40" width="8" height="24" fill="#dbeafe" />
        <rect x="82" y="40" width="6" height="24" fill="#dbeafe" />
        <rect x="22" y="64" width="76" height="6" fill="#1e3a8a" />
      </svg>
      <h1 className="sh-h1" style={{ marginBottom: 8 }}>
        Admission Page
      </h1>
      <p className="sh-p sh-muted">Online applications to this institute open here soon.</p>
      <p className="sh-p sh-muted" style={{ marginBottom: 24 }}>
        You will be able to choose a class, fill in the student's details and upload the PanCard and
        AdHar documents as .jpg files. Until then, please contact the institute's office.
      </p>
      <div className="sh-row-center">
        <Button variant="outlined" onClick={() => navigate('/auth')}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => navigate('/auth/contactUs')}>
          Contact Us
        </Button>
      </div>
    </div>
  );
}
