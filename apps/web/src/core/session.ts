import type { UserData } from '@shala/shared';
import { type KeptData, kept, STORAGE_KEYS } from './storage';

/**
 * Spec §4 "Authenticated": isLoggedIn is set and not false, and userData exists and is not
 * undefined.
 */
export function isAuthenticated(store: KeptData = kept): boolean {
  const loggedIn = store.raw(STORAGE_KEYS.isLoggedIn);
  if (loggedIn === null || loggedIn === 'false') return false;
  const user = store.read<UserData | null>(STORAGE_KEYS.userData);
  return user !== undefined && user !== null && typeof user === 'object';
}

export function storedUser(store: KeptData = kept): UserData | undefined {
  const user = store.read<UserData | null>(STORAGE_KEYS.userData);
  return user && typeof user === 'object' ? user : undefined;
}

/** Spec §4 "Login success": keep the user's data and mark the browser signed in. */
export function rememberSignIn(user: UserData, store: KeptData = kept): void {
  store.write(STORAGE_KEYS.userData, user);
  store.write(STORAGE_KEYS.isLoggedIn, true);
  store.write(STORAGE_KEYS.reloadOnce, true);
}

/** Signed out, or the session ended: nothing the signed-in user kept may stay in the browser. */
export function forgetSignIn(store: KeptData = kept): void {
  store.clear();
}
