import type { LiveClient } from './client.js';

/** This process's sockets, by subscribed profile and by account. */
export class LocalSockets {
  private readonly byProfile = new Map<string, Set<LiveClient>>();
  private readonly byAccount = new Map<string, Set<LiveClient>>();
  private readonly clients = new Set<LiveClient>();

  get size(): number {
    return this.clients.size;
  }

  add(client: LiveClient): void {
    this.clients.add(client);
    const mine = this.byAccount.get(client.accountId) ?? new Set();
    mine.add(client);
    this.byAccount.set(client.accountId, mine);
  }

  /** Answers whether this is the profile's first socket here. */
  subscribe(client: LiveClient, profileId: string): boolean {
    client.subscribed.add(profileId);
    const set = this.byProfile.get(profileId) ?? new Set();
    set.add(client);
    this.byProfile.set(profileId, set);
    return set.size === 1;
  }

  /** Answers whether that was the profile's last socket here. */
  unsubscribe(client: LiveClient, profileId: string): boolean {
    client.subscribed.delete(profileId);
    client.catchingUp.delete(profileId);
    const set = this.byProfile.get(profileId);
    if (!set) return false;
    set.delete(client);
    if (set.size > 0) return false;
    this.byProfile.delete(profileId);
    return true;
  }

  /** The socket closed: the profiles that have no socket here any more. */
  remove(client: LiveClient): string[] {
    if (!this.clients.delete(client)) return [];
    const mine = this.byAccount.get(client.accountId);
    mine?.delete(client);
    if (mine?.size === 0) this.byAccount.delete(client.accountId);
    return [...client.subscribed].filter((p) => this.unsubscribe(client, p));
  }

  countOf(profileId: string): number {
    return this.byProfile.get(profileId)?.size ?? 0;
  }

  of(profileId: string): Iterable<LiveClient> {
    return this.byProfile.get(profileId) ?? [];
  }

  ofAccount(accountId: string): LiveClient[] {
    return [...(this.byAccount.get(accountId) ?? [])];
  }

  all(): LiveClient[] {
    return [...this.clients];
  }
}
