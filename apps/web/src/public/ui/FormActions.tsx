import type { ReactNode } from 'react';
import { useNavigate } from '../router/router';
import { Button } from './Button';

/** A Cancel button (it navigates, so it goes back to `cancelTo`) and the form's main button. */
export function FormActions({
  cancelTo = '/auth',
  children,
}: {
  cancelTo?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="sh-actions">
      <Button variant="outlined" onClick={() => navigate(cancelTo)}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
