/**
 * The browser's push subscription as the shell's sign-out needs it: whether this browser can
 * push at all, and ending its subscription (the notifications feature registers it).
 */

const UNSUBSCRIBE_WAIT_MS = 3000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Ends this browser's push subscription; at Sign Out its pushes end with its session. */
export async function unsubscribePush(
  workers: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined = pushSupported()
    ? navigator.serviceWorker
    : undefined,
): Promise<void> {
  const end = async () => {
    const registration = await workers?.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  };
  // Sign Out waits for the browser a moment at most (offline, its push service slow).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, UNSUBSCRIBE_WAIT_MS);
  });
  try {
    await Promise.race([end(), late]);
  } catch {
    // No worker, or the push service unreachable: the server forgets the subscription anyway.
  } finally {
    clearTimeout(timer);
  }
}
