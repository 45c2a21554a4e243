import { describe, expect, it } from 'vitest';
import { unsubscribePush } from '../../core/push-subscription';
import { dueForRegistration, keyBytes } from './push';

describe('the browser’s push subscription', () => {
  it('is registered when never registered, and again after 7 days', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(dueForRegistration(undefined, now)).toBe(true);
    expect(dueForRegistration('garbage', now)).toBe(true);
    expect(dueForRegistration('2026-11-18T10:00:00Z', now)).toBe(false);
    expect(dueForRegistration('2026-11-17T10:00:00Z', now)).toBe(true);
  });

  it('turns the base64url VAPID key into bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('is ended at Sign Out, and signing out goes on when the browser cannot end it', async () => {
    let ended = 0;
    const subscription = {
      unsubscribe: async () => {
        ended += 1;
        return true;
      },
    };
    const workers = (registration: unknown) =>
      ({ getRegistration: async () => registration }) as unknown as Pick<
        ServiceWorkerContainer,
        'getRegistration'
      >;
    await unsubscribePush(workers({ pushManager: { getSubscription: async () => subscription } }));
    expect(ended).toBe(1);
    await unsubscribePush(workers({ pushManager: { getSubscription: async () => null } }));
    await unsubscribePush(workers(undefined));
    await unsubscribePush(undefined);
    await expect(
      unsubscribePush(
        workers({
          pushManager: {
            getSubscription: async () => {
              throw new Error('blocked');
            },
          },
        }),
      ),
    ).resolves.toBeUndefined();
    expect(ended).toBe(1);
  });
});
