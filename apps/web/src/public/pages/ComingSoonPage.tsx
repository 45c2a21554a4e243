import { ButtonLink } from '../ui/Button';
import { PublicFrame } from '../ui/PublicFrame';

/** Spec §2.2 coming-soon (title "Comming Soon", as the spec spells it). */
export default function ComingSoonPage() {
  return (
    <PublicFrame>
      <div className="sh-center sh-soon">
        <svg viewBox="0 0 96 96" aria-hidden="true" width="96" height="96">
          <circle cx="48" cy="48" r="44" fill="#dbeafe" />
          <path
            d="M30 64h36M34 64V40l14-10 14 10v24M44 64V52h8v12"
            fill="none"
            stroke="#1d4ed8"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="sh-h1">Comming Soon</h1>
        <p className="sh-muted">We are building this part of Shala. Please check back soon.</p>
        <ButtonLink to="/">Go to home</ButtonLink>
      </div>
    </PublicFrame>
  );
}
