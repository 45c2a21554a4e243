import type { ChatMessage, ChatPage } from '@shala/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveBody, chatOfMessage, withMessage } from './feed';

const ME = 'me';
const message = (id: string, from: string, to: string): ChatMessage => ({
  id,
  content: id,
  mediaUrl: null,
  status: [{ userProfileId: to, status: 'SENT' }],
  senderProfileDto: {
    id: from,
    firstName: 'A',
    lastName: 'B',
    photoLocation: null,
    loginStatus: 'ONLINE',
    chatStatus: 'ONLINE',
  },
  ownerType: 'USER',
  recipientId: to,
  recipientName: 'X',
  recipientImage: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  deleted: false,
});
const pages = (...ids: string[]): InfiniteData<ChatPage, number> => ({
  pageParams: [0],
  pages: [
    { index: 0, hasMore: false, chatMessageOutputDtoList: ids.map((id) => message(id, ME, 'you')) },
  ],
});
const ids = (p: InfiniteData<ChatPage, number> | undefined) =>
  p?.pages[0]?.chatMessageOutputDtoList.map((m) => m.id);

describe('chat pages kept in the browser', () => {
  it('adds a message once, whether the answer or the live copy comes first', () => {
    const once = withMessage(pages('a'), message('b', ME, 'you'));
    expect(ids(once)).toEqual(['a', 'b']);
    expect(ids(withMessage(once, message('b', ME, 'you')))).toEqual(['a', 'b']);
  });

  it('files a message under the other person, or the group', () => {
    expect(chatOfMessage(message('a', ME, 'you'), ME)).toEqual({
      ownerType: 'USER',
      receiverId: 'you',
    });
    expect(chatOfMessage(message('a', 'you', ME), ME)).toEqual({
      ownerType: 'USER',
      receiverId: 'you',
    });
    expect(chatOfMessage({ ...message('a', 'you', 'class'), ownerType: 'GROUP' }, ME)).toEqual({
      ownerType: 'GROUP',
      receiverId: 'class',
    });
  });

  it('moves statuses and hides deleted messages live', () => {
    let kept = pages('a', 'b');
    const update = (_: unknown, f: (p: typeof kept | undefined) => typeof kept | undefined) => {
      kept = f(kept) as typeof kept;
    };
    applyLiveBody(
      { kind: 'status', messageIds: ['a'], userProfileId: 'you', status: 'SEEN' },
      ME,
      update,
    );
    expect(kept.pages[0]?.chatMessageOutputDtoList[0]?.status).toEqual([
      { userProfileId: 'you', status: 'SEEN' },
    ]);
    applyLiveBody(
      { kind: 'deleted', messageId: 'b', ownerType: 'USER', recipientId: 'you' },
      ME,
      update,
    );
    expect(kept.pages[0]?.chatMessageOutputDtoList[1]).toMatchObject({
      deleted: true,
      content: '',
    });
  });
});
