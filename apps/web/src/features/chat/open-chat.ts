import type { ChatContact } from '@shala/shared';
import { chatSessions } from './sessions';

/** Where a chat opens: a bubble on a wide screen; the chat page on a phone (360 px). */
export function openChat(
  contact: Pick<ChatContact, 'receiverId' | 'ownerType' | 'receiverName' | 'photoLocation'>,
  navigate: (to: string) => void,
) {
  const wide = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 900px)').matches;
  if (wide) {
    chatSessions.open({
      receiverId: contact.receiverId,
      ownerType: contact.ownerType,
      receiverName: contact.receiverName,
      photoLocation: contact.photoLocation,
    });
    return;
  }
  navigate(`/chat?ownerType=${contact.ownerType}&receiverId=${contact.receiverId}`);
}
