import { describe, expect, it } from 'vitest';
import {
  childrenOfAccount,
  isOwnPerson,
  linkGuardian,
  ownPeopleOf,
} from '../../src/modules/people/index.js';
import { useTestApp } from '../support/app.js';
import { createProfile } from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

/**
 * One rule for whose data a caller sees as theirs (README, "Whose data is mine"): every profile
 * of the caller's account, and every child linked as a guardian to any of those profiles.
 */
describe("people: whose data is the account's own", () => {
  async function family() {
    const parent = await createProfile(t, { firstName: 'Priya' });
    // A second profile on Priya's account (a linked profile: her teacher self, say).
    const linked = await createProfile(t, { firstName: 'Priya', accountId: parent.accountId });
    const child = await createProfile(t, { firstName: 'Rohan' });
    const stranger = await createProfile(t, { firstName: 'Meera' });
    await linkGuardian(
      db(),
      { parentProfileId: parent.profileId, studentProfileId: child.profileId, relation: 'Mother' },
      t.clock.now(),
    );
    return { parent, linked, child, stranger };
  }

  it("counts the account's profiles and the children any of them looks after, nobody else", async () => {
    const f = await family();
    expect(new Set(await ownPeopleOf(db(), f.parent.accountId))).toEqual(
      new Set([f.parent.profileId, f.linked.profileId, f.child.profileId]),
    );
    for (const own of [f.parent, f.linked, f.child])
      expect(await isOwnPerson(db(), f.parent.accountId, own.profileId)).toBe(true);
    expect(await isOwnPerson(db(), f.parent.accountId, f.stranger.profileId)).toBe(false);
  });

  it('runs one way: a child does not own the parent, a stranger owns nobody of the family', async () => {
    const f = await family();
    expect(await ownPeopleOf(db(), f.child.accountId)).toEqual([f.child.profileId]);
    expect(await isOwnPerson(db(), f.child.accountId, f.parent.profileId)).toBe(false);
    for (const someone of [f.parent, f.linked, f.child])
      expect(await isOwnPerson(db(), f.stranger.accountId, someone.profileId)).toBe(false);
  });

  it('names the children of the account once, whichever of its profiles looks after them', async () => {
    const f = await family();
    await linkGuardian(
      db(),
      {
        parentProfileId: f.linked.profileId,
        studentProfileId: f.child.profileId,
        relation: 'Mother',
      },
      t.clock.now(),
    );
    expect(await childrenOfAccount(db(), f.parent.accountId)).toEqual([
      { profileId: f.child.profileId, firstName: 'Rohan', lastName: 'Test' },
    ]);
  });
});
