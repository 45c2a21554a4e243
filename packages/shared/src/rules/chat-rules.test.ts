import { describe, expect, it } from 'vitest';
import {
  closeSession,
  displayedStatus,
  openSession,
  outgoingContent,
  shownChats,
  truncatedText,
  visibleBubbles,
} from './chat-rules.js';

const chat = (id: string) => ({ receiverId: id, ownerType: 'USER' as const });

describe('chat rules (spec §4, §5, §9)', () => {
  it('shows Sent if any recipient is SENT, else Delivered if any is not SEEN, else Seen', () => {
    expect(displayedStatus([{ status: 'SEEN' }, { status: 'SENT' }])).toBe('Sent');
    expect(displayedStatus([{ status: 'SEEN' }, { status: 'DELIVERED' }])).toBe('Delivered');
    expect(displayedStatus([{ status: 'SEEN' }, { status: 'SEEN' }])).toBe('Seen');
  });

  it('keeps at most 3 chats open: a fourth drops the oldest, reopening moves to newest', () => {
    let open = ['a', 'b', 'c'].map(chat).reduce(openSession, [] as ReturnType<typeof chat>[]);
    open = openSession(open, chat('d'));
    expect(open.map((c) => c.receiverId)).toEqual(['b', 'c', 'd']);
    open = openSession(open, chat('b'));
    expect(open.map((c) => c.receiverId)).toEqual(['c', 'd', 'b']);
    expect(closeSession(open, chat('d')).map((c) => c.receiverId)).toEqual(['c', 'b']);
  });

  it('shows 2 bubbles, newest at 370 px and the next at 670 px', () => {
    const bubbles = visibleBubbles(['a', 'b', 'c'].map(chat));
    expect(bubbles.map((b) => [b.chat.receiverId, b.rightPx])).toEqual([
      ['c', 370],
      ['b', 670],
    ]);
  });

  it('truncates beyond 100 characters only', () => {
    expect(truncatedText('x'.repeat(100))).toEqual({ text: 'x'.repeat(100), truncated: false });
    expect(truncatedText('y'.repeat(101))).toEqual({
      text: `${'y'.repeat(100)}…`,
      truncated: true,
    });
  });

  it('sends nothing blank; a file with empty text sends the file name', () => {
    expect(outgoingContent('   ', null)).toBeNull();
    expect(outgoingContent('  ', 'map.png')).toBe('map.png');
    expect(outgoingContent(' hi ', 'map.png')).toBe('hi');
  });

  it('offers Show More beyond 5 chats and Show Less once expanded', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(shownChats(six, false)).toEqual({ shown: [1, 2, 3, 4, 5], toggle: 'Show More' });
    expect(shownChats(six, true)).toEqual({ shown: six, toggle: 'Show Less' });
    expect(shownChats([1, 2], false)).toEqual({ shown: [1, 2], toggle: null });
  });
});
