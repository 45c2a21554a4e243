import { type ChatKey, closeSession, openSession, sameChat } from '@shala/shared';
import { useSyncExternalStore } from 'react';
import { kept, STORAGE_KEYS } from '../../core/storage';

/**
 * Spec §3 "Chat session (kept locally)": the chats open in bubbles, oldest first, with what the
 * bubble shows before its messages load, and whether it is minimised. At most 3 (§4).
 */
export type ChatSession = ChatKey & {
  receiverName: string;
  photoLocation: string | null;
  minimised?: boolean;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ChatSession[] = kept.read<ChatSession[]>(STORAGE_KEYS.chatSessions) ?? [];

function set(next: ChatSession[]) {
  current = next;
  kept.write(STORAGE_KEYS.chatSessions, next);
  for (const l of listeners) l();
}

export const chatSessions = {
  open: (chat: ChatSession) => set(openSession(current, { ...chat, minimised: false })),
  close: (chat: ChatKey) => set(closeSession(current, chat)),
  toggleMinimised: (chat: ChatKey) =>
    set(current.map((c) => (sameChat(c, chat) ? { ...c, minimised: !c.minimised } : c))),
  clear: () => set([]),
};

export function useChatSessions(): ChatSession[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
