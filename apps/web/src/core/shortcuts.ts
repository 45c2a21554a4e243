import { createContext, useContext } from 'react';
import type { ShortcutDeclaration } from './manifest';

/**
 * Every feature's dashboard shortcuts, in their order. The app frame assembles them from the
 * manifests (app/RootLayout.tsx), as the router its routes, so that the dashboard, itself a
 * feature in that list, does not import the list.
 */
export const ShortcutsContext = createContext<readonly ShortcutDeclaration[] | undefined>(
  undefined,
);

/** The declared shortcuts, inside the app frame. */
export function useDeclaredShortcuts(): readonly ShortcutDeclaration[] {
  const shortcuts = useContext(ShortcutsContext);
  if (!shortcuts) throw new Error('useDeclaredShortcuts outside the app frame');
  return shortcuts;
}
