import {
  type AuthenticationBody,
  LIVE_CLOSE,
  type PermissionBody,
  userQueue,
  type VerificationBody,
} from '@shala/shared';
import type { Clock } from '../lib/clock.js';
import type { IdentityCache } from '../modules/permissions/index.js';
import type { LiveClient } from './client.js';
import type { LiveHub } from './hub.js';

/**
 * Spec §4 "Verification" and "Permissions" live: the database announces every change of who is
 * calling on 'shala_identity' (migration 0008: 'a:<account>' for an account's sessions,
 * profiles and memberships; '*' for roles and groups). For the accounts with sockets here:
 * a session that ended gets AUTHENTICATION and its socket closes; a profile whose verification
 * flipped gets VERIFICATION; every subscribed profile gets PERMISSION (the browser fetches its
 * permissions again at once instead of at the next 5 s poll).
 */
export class IdentityWatch {
  constructor(
    private readonly hub: LiveHub,
    private readonly identity: IdentityCache,
    private readonly clock: Clock,
  ) {}

  async notice(payload: string): Promise<void> {
    if (payload.startsWith('sync:')) return;
    const tokens = payload.split(',');
    if (tokens.includes('*')) {
      // A role or group changed: anyone's permissions may have. No session ended this way.
      for (const client of this.hub.allClients()) this.permissionsChanged(client);
      return;
    }
    const accounts = new Set(tokens.filter((t) => t.startsWith('a:')).map((t) => t.slice(2)));
    for (const accountId of accounts) {
      for (const client of this.hub.clientsOf(accountId)) await this.recheck(client);
    }
  }

  /** Ends the sockets whose session expired (called with the heartbeat). */
  async expire(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const client of this.hub.allClients()) {
      const session = await this.identity.session(client.sessionIdHash);
      if (!session || session.expiresAt.getTime() <= now) this.signedOut(client);
    }
  }

  private async recheck(client: LiveClient): Promise<void> {
    const session = await this.identity.session(client.sessionIdHash, true);
    if (!session) return this.signedOut(client);
    const now = new Map(session.profiles.map((p) => [p.id, p.verified]));
    for (const profileId of client.subscribed) {
      const verified = now.get(profileId);
      if (verified === undefined) continue;
      if (verified !== client.profiles.get(profileId)) {
        this.hub.tell(client, profileId, 'VERIFICATION', {
          userProfileId: profileId,
          verified,
        } satisfies VerificationBody);
      }
    }
    client.profiles = now;
    this.permissionsChanged(client);
  }

  private permissionsChanged(client: LiveClient): void {
    for (const profileId of client.subscribed) {
      this.hub.tell(client, profileId, 'PERMISSION', {
        userProfileId: profileId,
      } satisfies PermissionBody);
    }
  }

  private signedOut(client: LiveClient): void {
    const profileId = client.subscribed.values().next().value;
    const body: AuthenticationBody = { reason: 'signedOut' };
    this.hub.end(
      client,
      LIVE_CLOSE.signedOut,
      'signed out',
      profileId
        ? {
            command: 'MESSAGE',
            destination: userQueue(profileId),
            messageType: 'AUTHENTICATION',
            body,
          }
        : undefined,
    );
  }
}
