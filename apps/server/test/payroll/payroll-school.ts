import { STANDARD_COMPONENTS } from '@shala/shared';
import { attendanceRecords } from '../../src/db/schema/index.js';
import { feeSchool } from '../payments/helpers.js';
import type { TestContext } from '../support/app.js';
import { createMember, type TestProfile } from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';

// The payroll tests' school: the fee tests' school (admin Anita, accountant Kavita, a cash
// counter and a bank; the clock at 1 June 2026) with two teachers, Asha and Ravi, on the
// standard structure (Basic, DA 10 %, HRA 40 %, conveyance; PF, ESI, PT in Maharashtra, TDS).

export const pcall = moduleCall('payroll');
const R = 100;

export async function payrollSchool(t: TestContext) {
  const s = await feeSchool(t, { students: 1 });
  const asha = await createMember(t, s.institute, 'TEACHER', {
    institute: s.institute,
    firstName: 'Asha',
  });
  const ravi = await createMember(t, s.institute, 'TEACHER', {
    institute: s.institute,
    firstName: 'Ravi',
  });
  const groupId = s.institute.id;
  const made = await pcall(t, s.accountant, 'POST', 'salary-structure', {
    groupId,
    name: 'Teaching staff',
    components: STANDARD_COMPONENTS,
  });
  if (made.statusCode !== 200) throw new Error(`structure: ${made.body}`);
  const list = await pcall(t, s.accountant, 'GET', 'salary-structure', { groupId });
  const structureId: string = list.json().structures[0].id;
  const employ = async (who: TestProfile, over: Record<string, unknown> = {}) => {
    const res = await pcall(t, s.accountant, 'PUT', 'employment', {
      groupId,
      profileId: who.profileId,
      structureId,
      designation: 'Trained graduate teacher',
      joiningDate: '2024-06-10',
      basicPaise: 30_000 * R,
      bankName: 'State Bank of India',
      bankAccount: '30012345678',
      ifsc: 'SBIN0001234',
      pan: 'ABCDE1234F',
      uan: '100200300400',
      ptState: 'MH',
      tdsPaise: 1_000 * R,
      ...over,
    });
    if (res.statusCode !== 200) throw new Error(`employment: ${res.body}`);
  };
  await employ(asha);
  await employ(ravi, { basicPaise: 12_000 * R, tdsPaise: 0, pan: null, uan: null });
  return { ...s, asha, ravi, groupId, structureId, employ };
}
export type PayrollSchool = Awaited<ReturnType<typeof payrollSchool>>;

/** Staff marks of the institute (no class), as the front office saves them. */
export async function markStaff(
  t: TestContext,
  s: PayrollSchool,
  who: TestProfile,
  marks: Record<string, string>,
) {
  await t.app.deps.database.db.insert(attendanceRecords).values(
    Object.entries(marks).map(([day, status]) => ({
      instituteId: s.institute.id,
      classId: null,
      profileId: who.profileId,
      day,
      status,
      markedAt: t.clock.now(),
    })),
  );
}
