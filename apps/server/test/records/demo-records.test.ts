import { RECORD_TEXTS as M, RECORDS_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { findAccountByUsername, findDefaultProfile } from '../../src/modules/people/index.js';
import { pdfText } from '../pdf/pdf-text.js';
import { headers, useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo students' records (src/demo/records.ts) as README says to try them: Priya reads
// Aarav's and Diya's records and documents, and is refused Rohan's; Vikram reads Rohan's with
// the bonafide certificate he issued last week.

const t = useTestApp();

describe("the demo school's student records", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('shows Priya her children’s records and documents, and not another family’s', async () => {
    await demoSchool(t);
    const db = t.app.deps.database.db;
    const [school] = await db.select().from(groups).where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const groupId = school.id;
    const rohanAccount = await findAccountByUsername(db, 'rohan_mehta');
    const rohan = rohanAccount ? await findDefaultProfile(db, rohanAccount.id) : undefined;
    if (!rohan) throw new Error('no Rohan');

    const priya = await signedInAsDemo(t, 'priya_sharma');
    const profiles = await getOk(t, priya, '/rest/profile/all', {});
    const priyaId = profiles[0].userProfileId;
    const children = await db.query.guardianLinks.findMany({
      where: (l, { eq }) => eq(l.parentProfileId, priyaId),
    });
    expect(children).toHaveLength(2);
    const records = await Promise.all(
      children.map((c) =>
        getOk(t, priya, RECORDS_API.record, { groupId, profileId: c.studentProfileId }),
      ),
    );
    const aarav = records.find((r) => r.fullName === 'Aarav Sharma');
    expect(aarav).toMatchObject({
      aadhaar: expect.stringMatching(/^XXXX XXXX \d{4}$/),
      allergies: expect.stringContaining('Peanuts'),
      mayEdit: true,
    });
    expect(aarav.siblings.map((s: { name: string }) => s.name)).toEqual(['Diya Sharma']);
    const documents = await getOk(t, priya, RECORDS_API.documents, {
      groupId,
      profileId: aarav.profileId,
    });
    expect(
      documents.documents.map((d: { kind: string; verifiedBy: string | null }) => [
        d.kind,
        d.verifiedBy !== null,
      ]),
    ).toEqual([
      ['AADHAAR_CARD', false],
      ['BIRTH_CERTIFICATE', true],
    ]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${RECORDS_API.documents}?${new URLSearchParams({ groupId, profileId: rohan.id })}`,
      headers: headers(priya),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.refusedDocuments);

    // Vikram finds Rohan and his bonafide certificate, which prints as issued.
    const vikram = await signedInAsDemo(t, 'vikram_iyer');
    const found = await getOk(t, vikram, RECORDS_API.students, { groupId, q: 'Rohan Mehta' });
    expect(found.map((s: { profileId: string }) => s.profileId)).toContain(rohan.id);
    const certificates = await getOk(t, vikram, RECORDS_API.certificates, {
      groupId,
      profileId: rohan.id,
    });
    expect(certificates).toMatchObject({
      mayIssue: true,
      certificates: [
        { number: 'BC-1', purpose: 'his passport application', issuedBy: 'Vikram Iyer' },
      ],
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${RECORDS_API.certificatePdf}?${new URLSearchParams({ groupId, profileId: rohan.id, id: certificates.certificates[0].id })}`,
      headers: headers(vikram),
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('is a bonafide student of this school, studying in Class 5 A');
    const academic = await getOk(t, priya, RECORDS_API.academic, {
      groupId,
      profileId: aarav.profileId,
    });
    expect(academic.classes[0].className).toBe('Class 3 A');
    // His published results, each marked out of its exam's maximum.
    expect(academic.exams.length).toBeGreaterThan(0);
    for (const exam of academic.exams) {
      expect(exam.className).toBe('Class 3 A');
      if (exam.total !== null)
        expect(exam.percentage).toBe(Math.round((exam.total / exam.maximum) * 10_000) / 100);
    }
    expect(academic.attendance?.marked).toBeGreaterThan(0);
    expect(academic.fees.total).toBeGreaterThan(0);
    expect(academic.fees.paid + academic.fees.due).toBeLessThanOrEqual(academic.fees.total);
  });
});
