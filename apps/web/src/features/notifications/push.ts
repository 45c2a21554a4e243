import { PUSH_API, PUSH_REREGISTER_DAYS, PUSH_TEXTS } from '@shala/shared';
import { http } from '../../core/http';
import { pushSupported } from '../../core/push-subscription';
import { showSnack } from '../../core/snackbar-queue';
import { kept, STORAGE_KEYS } from '../../core/storage';

/** Spec §4/§7 Web Push in the browser: the service worker, and the subscription it keeps. */

const DAY_MS = 86_400_000;

/** Whether the subscription must be registered again: never, or over 7 days ago. */
export function dueForRegistration(lastIso: string | undefined, now: Date): boolean {
  if (!lastIso) return true;
  const last = Date.parse(lastIso);
  return Number.isNaN(last) || now.getTime() - last >= PUSH_REREGISTER_DAYS * DAY_MS;
}

/** The VAPID key as PushManager wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await http<{ publicKey: string }>('GET', PUSH_API.vapidKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await http('POST', PUSH_API.registerKey, { key: JSON.stringify(subscription) });
  kept.write(STORAGE_KEYS.pushRegisteredAt, new Date().toISOString());
}

/** From a user's click: asks for permission and registers this browser for pushes. */
export async function enablePush(): Promise<void> {
  // Without the service worker (not registered yet, or a development build) nothing can show.
  if (!pushSupported() || !(await navigator.serviceWorker.getRegistration())) {
    showSnack(PUSH_TEXTS.unsupported);
    return;
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return;
  await register().catch(() => showSnack(PUSH_TEXTS.unsupported));
}

/**
 * Sign Out (security review 2, L2): this browser's push subscription ends with its session, so
 * a shared browser shows nothing more of the account (the server deletes its row as the session
 * ends). Never throws: signing out goes on whatever the browser answers.
 */

export function pushEnabled(): boolean {
  return pushSupported() && Notification.permission === 'granted';
}

/**
 * Registers the service worker (spec §4: NotificationMenu's useServiceWorker calls this once the
 * app has been stable for 10 s); a waiting new version offers "A new version of the application
 * is available! Reload!". A browser that allowed pushes registers its subscription again every
 * 7 days.
 */
export async function startServiceWorker(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    const offerReload = (worker: ServiceWorker | null) => {
      if (!worker || !navigator.serviceWorker.controller) return;
      showSnack({
        message: PUSH_TEXTS.newVersion,
        severity: 'info',
        durationMs: 60_000,
        onOk: () => {
          worker.postMessage('SKIP_WAITING');
          window.location.reload();
        },
      });
    };
    offerReload(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerReload(installing);
      });
    });
    if (pushEnabled() && dueForRegistration(kept.read(STORAGE_KEYS.pushRegisteredAt), new Date())) {
      await register();
    }
  } catch {
    // No worker (private mode, blocked): the portal works the same without pushes.
  }
}
