import type { StockSaved } from '@shala/shared';
import { useState } from 'react';
import { useAttempt } from '../../../core/use-attempt';
import type { Checked, FormErrors } from '../movement-form';

/**
 * A stock form's sending: check what was typed (the fields' messages stay beside them), send
 * once while busy, and on success hand the server's words to `onDone`; a refusal stays in the
 * form with what was typed.
 */
export function useSubmit<T>(send: (body: T) => Promise<StockSaved>, onDone: (m: string) => void) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useAttempt();
  const submit = async (checked: Checked<T>) => {
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = await send(checked.body);
      onDone(saved.message);
    });
    setBusy(false);
  };
  return { errors, busy, failure, submit };
}
