import { ButtonLink } from '../ui/Button';
import { PublicFrame } from '../ui/PublicFrame';

/** Spec §2.2: the 404 page; every unknown address is sent here. */
export default function NotFoundPage() {
  return (
    <PublicFrame>
      <p className="sh-404" aria-hidden="true">
        404
      </p>
      <h1 className="sh-h1">Page not found</h1>
      <p className="sh-muted" style={{ margin: '12px 0 24px' }}>
        The address may be mistyped, or the page may have moved.
      </p>
      <ButtonLink to="/">Go to home</ButtonLink>
    </PublicFrame>
  );
}
