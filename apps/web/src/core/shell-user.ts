import type { UserData } from '@shala/shared';
import { createContext, useContext } from 'react';

/** The signed-in user's query (GET /rest/auth/me): a change of name, photo or defaults reloads it. */
export const ME_KEY = ['me'] as const;

export const ShellUserContext = createContext<UserData | undefined>(undefined);

/** The signed-in user, inside the shell. */
export function useShellUser(): UserData {
  const user = useContext(ShellUserContext);
  if (!user) throw new Error('useShellUser outside the signed-in shell');
  return user;
}

export function initials(user: Pick<UserData, 'firstName' | 'lastName' | 'username'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.username.charAt(0)).toLocaleUpperCase('en-GB');
}
