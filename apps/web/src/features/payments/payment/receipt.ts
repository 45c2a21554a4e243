import { showSnack } from '../../../core/snackbar-queue';

export const POPUP_BLOCKED =
  'The receipt could not open in a new tab. Allow pop-ups for Shala, or reprint it from the transactions.';

/**
 * Spec §4: "a receipt opens in a new tab". The PDF is the portal's own (same origin, the
 * session cookie goes with it); the new tab is cut off from this one once open.
 */
export function openReceipt(url: string, open: typeof window.open = (...a) => window.open(...a)) {
  const tab = open(url, '_blank');
  if (!tab) {
    showSnack({ message: POPUP_BLOCKED, severity: 'warning' });
    return;
  }
  tab.opener = null;
}
