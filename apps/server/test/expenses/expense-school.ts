import { eq } from 'drizzle-orm';
import { expenseCategories } from '../../src/db/schema/index.js';
import { feeSchool } from '../payments/helpers.js';
import type { TestContext } from '../support/app.js';
import { as, createMember, type TestProfile } from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';
import { multipart } from '../support/setup-helpers.js';

// The expenses tests' school: the fee tests' school (admin, accountant Kavita, Class 5 A with
// three students and their dues, a cash counter and a bank account; the clock at 1 June 2026,
// 10:00 in India) with a teacher, and its income and expense categories and a vendor.

export async function expenseSchool(t: TestContext) {
  const s = await feeSchool(t);
  const teacher = await createMember(t, s.institute, 'TEACHER', {
    institute: s.institute,
    firstName: 'Asha',
  });
  const category = async (kind: 'INCOME' | 'EXPENSE', name: string) => {
    const res = await ecall(t, s.admin, 'POST', 'category', {
      groupId: s.institute.id,
      kind,
      name,
    });
    if (res.statusCode !== 200) throw new Error(`category: ${res.body}`);
    const [row] = await t.app.deps.database.db
      .select()
      .from(expenseCategories)
      .where(eq(expenseCategories.name, name));
    if (!row) throw new Error('category not found');
    return row.id;
  };
  const electricity = await category('EXPENSE', 'Electricity');
  const repairs = await category('EXPENSE', 'Repairs and maintenance');
  const donations = await category('INCOME', 'Donations');
  const vendorRes = await ecall(t, s.accountant, 'POST', 'vendor', {
    groupId: s.institute.id,
    name: 'Sharma Electricals',
    phone: '9876543210',
    gstin: '27AAPFU0939F1ZV',
  });
  if (vendorRes.statusCode !== 200) throw new Error(`vendor: ${vendorRes.body}`);
  const setup = await ecall(t, s.accountant, 'GET', 'setup', { groupId: s.institute.id });
  const vendor: string = setup.json().vendors[0].id;
  return { ...s, teacher, categories: { electricity, repairs, donations }, vendor };
}
export type ExpenseSchool = Awaited<ReturnType<typeof expenseSchool>>;

/** Calls under /rest/expense (support/module-call.ts). */
export const ecall = moduleCall('expense');

/** An entry's form fields: an expense of ₹1,500 in cash today, unless told otherwise. */
export const entryFields = (s: ExpenseSchool, over: Record<string, string | number> = {}) => ({
  groupId: s.institute.id,
  kind: 'EXPENSE',
  categoryId: s.categories.electricity,
  financialAccountId: s.cash.id,
  paymentMedium: 'CASH',
  amountPaise: 150_000,
  entryDate: '2026-06-01',
  description: 'Electricity bill for May',
  ...over,
});

/** Records an entry as a multipart form with vouchers. */
export function postEntry(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string | number>,
  files: { name: string; bytes: Buffer }[] = [],
) {
  const form = multipart(
    files.map((f) => ({ field: 'files', ...f })),
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  );
  return t.app.inject({
    method: 'POST',
    url: '/rest/expense/record',
    headers: { ...as(profile), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** Records an entry that must succeed; answers its view. */
export async function recorded(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string | number>,
) {
  const res = await postEntry(t, profile, fields);
  if (res.statusCode !== 200) throw new Error(`entry: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; status: string; voucherNo: string };
}
