import { randomUUID } from 'node:crypto';
import { usernameFromNames } from '@shala/shared';
import { chunks } from '../db/chunks.js';
import type { Tx } from '../db/client.js';
import { accounts, guardianLinks, memberships, userProfiles } from '../db/schema/index.js';
import { membershipAdded, recordAudits } from '../modules/audit/index.js';
import type { RoleRow } from '../modules/roles/index.js';

/**
 * Collects the demo's people and writes them in a few multi-row inserts: ~600 accounts and
 * profiles, ~1,200 memberships with their audit records, in seconds even on PGlite.
 */

/** Not an argon2 string, so no password matches it: the same marker provisionPerson stores. */
const INVITATION_PENDING = 'invitation-pending';

type AccountValues = typeof accounts.$inferInsert;
type ProfileValues = typeof userProfiles.$inferInsert;
type MembershipValues = typeof memberships.$inferInsert;

export class DemoWriter {
  readonly accounts: AccountValues[] = [];
  readonly profiles: ProfileValues[] = [];
  readonly memberships: (MembershipValues & { role: RoleRow })[] = [];
  readonly links: (typeof guardianLinks.$inferInsert)[] = [];

  constructor(
    private readonly now: Date,
    private readonly instituteId: string,
    /** Every username already taken; new ones get the next free number. */
    private readonly usernames: Set<string>,
  ) {}

  private username(firstName: string, lastName: string): string {
    const base = usernameFromNames(firstName, lastName);
    let name = base;
    for (let n = 1; this.usernames.has(name); n += 1) name = `${base}${n}`;
    this.usernames.add(name);
    return name;
  }

  /** A verified profile whose account waits for its invitation (no password yet); returns the profile id. */
  invitedPerson(person: Omit<ProfileValues, 'accountId' | 'createdAt'>): {
    accountId: string;
    profileId: string;
  } {
    const accountId = randomUUID();
    const username = this.username(person.firstName, person.lastName);
    this.accounts.push({
      id: accountId,
      username,
      email: `${username}@demo.shala.in`,
      passwordHash: INVITATION_PENDING,
      emailVerifiedAt: null,
      createdAt: this.now,
    });
    return { accountId, profileId: this.profile({ ...person, accountId, isDefault: true }) };
  }

  /** A profile on an existing (or collected) account. */
  profile(values: Omit<ProfileValues, 'createdAt'>): string {
    const id = randomUUID();
    this.profiles.push({
      verified: true,
      defaultInstituteId: this.instituteId,
      ...values,
      id,
      createdAt: this.now,
    });
    return id;
  }

  member(profileId: string, groupId: string, role: RoleRow, sessionId: string | null): void {
    this.memberships.push({
      profileId,
      groupId,
      roleId: role.id,
      sessionId,
      createdAt: this.now,
      role,
    });
  }

  guardian(parentProfileId: string, studentProfileId: string, relation: string): void {
    this.links.push({ parentProfileId, studentProfileId, relation, createdAt: this.now });
  }

  async write(tx: Tx): Promise<void> {
    for (const rows of chunks(this.accounts)) await tx.insert(accounts).values(rows);
    for (const rows of chunks(this.profiles)) await tx.insert(userProfiles).values(rows);
    for (const rows of chunks(this.memberships)) {
      await tx.insert(memberships).values(rows.map(({ role: _role, ...values }) => values));
      // The same record addMember makes, with the system (null) as the caller, at the seed's time.
      await recordAudits(
        tx,
        { clock: { now: () => this.now } },
        null,
        rows.map((m) =>
          membershipAdded({
            instituteId: this.instituteId,
            profileId: m.profileId,
            groupId: m.groupId,
            role: m.role,
            sessionId: m.sessionId ?? null,
          }),
        ),
      );
    }
    for (const rows of chunks(this.links)) await tx.insert(guardianLinks).values(rows);
  }
}
