import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdAtOf, LiveSocket, reconnectDelay } from './socket';

class FakeSocket {
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  closed(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const PROFILE = '11111111-1111-4111-8111-111111111111';

function socketWith(overrides: Partial<ConstructorParameters<typeof LiveSocket>[0]> = {}) {
  const onMessage = vi.fn();
  const onEnded = vi.fn();
  const live = new LiveSocket({
    profileId: PROFILE,
    onMessage,
    onEnded,
    url: 'ws://portal/ws',
    open: (url) => new FakeSocket(url),
    random: () => 0.5,
    ...overrides,
  });
  return { live, onMessage, onEnded };
}

describe('the browser live socket', () => {
  // Pure tests share a worker (isolate: false): a failed test must not leave its fake clock behind.
  afterEach(() => vi.useRealTimers());

  it('backs off doubling from 1 s to at most 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
  });

  it('subscribes to its own queue, then catches up from the newest instant it saw', () => {
    vi.useFakeTimers();
    const { live, onMessage } = socketWith();
    live.start();
    const first = FakeSocket.last as FakeSocket;
    first.opened();
    expect(JSON.parse(first.sent[0] as string)).toEqual({
      command: 'SUBSCRIBE',
      destination: `/user/${PROFILE}/queue/messages`,
    });
    first.receive({
      command: 'MESSAGE',
      destination: '',
      messageType: 'NOTIFICATION',
      body: { createdAt: '2026-11-24T10:00:00.000Z' },
    });
    first.receive({
      command: 'MESSAGE',
      destination: '',
      messageType: 'CHAT',
      body: { kind: 'message', message: { createdAt: '2026-11-24T09:00:00.000Z' } },
    });
    expect(onMessage).toHaveBeenCalledTimes(2);
    first.closed(1006);
    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.last as FakeSocket;
    expect(second).not.toBe(first);
    second.opened();
    expect(JSON.parse(second.sent[0] as string)).toMatchObject({
      since: '2026-11-24T10:00:00.000Z',
    });
    live.stop();
    vi.useRealTimers();
  });

  it('does not come back after the server ended the session', () => {
    vi.useFakeTimers();
    const { live, onEnded } = socketWith();
    live.start();
    const first = FakeSocket.last as FakeSocket;
    first.opened();
    first.closed(4001);
    expect(onEnded).toHaveBeenCalledWith(4001);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.last).toBe(first);
    vi.useRealTimers();
  });

  it('matches chat receipts and errors to what was sent', async () => {
    const { live } = socketWith();
    live.start();
    const s = FakeSocket.last as FakeSocket;
    s.opened();
    const sent = live.sendChat({ ownerType: 'USER', recipientId: PROFILE, content: 'hi' });
    const refused = live.sendChat({ ownerType: 'USER', recipientId: PROFILE, content: 'no' });
    const [a, b] = s.sent.slice(1).map((t) => JSON.parse(t));
    s.receive({
      command: 'ERROR',
      receipt: b.receipt,
      message: 'You cannot chat with this person or group.',
    });
    s.receive({ command: 'RECEIPT', receipt: a.receipt, body: { id: 'm1', content: 'hi' } });
    await expect(sent).resolves.toMatchObject({ id: 'm1' });
    await expect(refused).rejects.toThrow('You cannot chat with this person or group.');
    live.stop();
  });

  it('reads the instant of notification and chat bodies', () => {
    expect(createdAtOf({ createdAt: 'x' })).toBe('x');
    expect(createdAtOf({ kind: 'message', message: { createdAt: 'y' } })).toBe('y');
    expect(createdAtOf({ kind: 'status' })).toBeUndefined();
    expect(createdAtOf(null)).toBeUndefined();
  });
});
