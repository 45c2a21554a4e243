import {
  type AttendanceStatistics,
  type Enrolment,
  type FeeStatistics,
  type FinanceStatistics,
  formatRupees,
  type ResultStatistics,
  STATISTICS_API,
  type StatisticsSetup,
} from '@shala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import {
  apiAsPage,
  defaultInstituteOf,
  openBarMenu,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// Issue 25 "Must show": statistics show the demo school's figures with charts. Anita Desai (the
// admin) opens School ERP → Statistics and goes through its sections, each with its summary, a
// chart and the table of its figures, the same figures the server gives; on a 360 px phone it
// fits. Kavita Rao (the accountant) sees them too; Asha Verma (a teacher) is refused.
const portal = usePortal({ seedDemo: true });

async function signedIn(who: { username: string; password: string }, size: 'desktop' | 'phone') {
  const page = await portal.newPage(size);
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  return page;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** The section's tab, its figure's text and a drawn chart, then its pictures and axe. */
async function section(page: Page, tab: string, figure: string, name: string, findings: Finding[]) {
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.getByText(figure, { exact: true }).first().waitFor();
  // A chart (its caption names it to assistive technology) and the table of its figures.
  expect(await panel.locator('figure svg').count()).toBeGreaterThan(0);
  expect(await panel.getByRole('table').count()).toBeGreaterThan(0);
  expect(await panel.locator('figure svg rect').count()).toBeGreaterThan(0);
  await settled(page);
  await snap(page, name);
  findings.push(...(await axeFindings(page, `${tab} section`)));
}

describe('the statistics', () => {
  it("show the demo school's figures with charts to the admin and the accountant", async () => {
    const findings: Finding[] = [];
    const anita = await signedIn(DEMO.admin, 'desktop');
    const groupId = await defaultInstituteOf(anita);
    const menu = await openBarMenu(anita, 'School ERP');
    await menu.getByRole('menuitem', { name: 'Statistics', exact: true }).click();
    await waitForPath(anita, '/statistics');
    await anita.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();

    const setup = await apiAsPage<StatisticsSetup>(anita, STATISTICS_API.setup, { groupId });
    const range = { groupId, from: setup.from, to: setup.to };
    const enrolment = await apiAsPage<Enrolment>(anita, STATISTICS_API.enrolment, { groupId });
    const attendance = await apiAsPage<AttendanceStatistics>(
      anita,
      STATISTICS_API.attendance,
      range,
    );
    const fees = await apiAsPage<FeeStatistics>(anita, STATISTICS_API.fees, range);
    const finance = await apiAsPage<FinanceStatistics>(anita, STATISTICS_API.finance, range);
    const results = await apiAsPage<ResultStatistics>(anita, STATISTICS_API.results, range);
    expect(enrolment.total).toBeGreaterThan(0);
    expect(attendance.percent).not.toBeNull();
    expect(fees.duePaise).toBeGreaterThan(0);
    expect(finance.expensePaise).toBeGreaterThan(0);
    expect(results.attempts).toBeGreaterThan(0);

    await section(anita, 'Enrolment', count(enrolment.total), 'statistics-enrolment', findings);
    await seeText(anita, 'Class 10 B');
    await section(anita, 'Attendance', `${attendance.percent}%`, 'statistics-attendance', findings);
    await section(anita, 'Fees', formatRupees(fees.duePaise), 'statistics-fees', findings);
    const topDefaulter = fees.defaulters.top[0];
    if (topDefaulter) await seeText(anita, topDefaulter.name);
    await section(
      anita,
      'Income & expenses',
      formatRupees(finance.netPaise),
      'statistics-finance',
      findings,
    );
    await section(anita, 'Results', `${results.averagePercent}%`, 'statistics-results', findings);

    // A range the server would refuse is named on the screen and not asked.
    const panel = anita.getByRole('tabpanel', { name: 'Results' });
    await panel.getByLabel('From').fill('2026-12-31');
    await seeText(anita, 'Choose a range of at most five years, the first day first.');
    await panel.getByLabel('From').fill(setup.from);
    await panel.getByText(`${results.averagePercent}%`, { exact: true }).first().waitFor();

    // On a 360 px phone every section fits the width; the tables scroll in their own boxes.
    const phone = await signedIn(DEMO.admin, 'phone');
    for (const tab of ['enrolment', 'attendance', 'fees', 'finance', 'results']) {
      await phone.goto(`/statistics?tab=${tab}`);
      await phone.getByRole('tabpanel').locator('figure svg').first().waitFor();
      await settled(phone);
      expect(await scrollsSideways(phone), tab).toBe(false);
    }
    findings.push(...(await axeFindings(phone, 'results on a phone')));

    // Kavita, the accountant, reads them as well.
    const kavita = await signedIn(DEMO.accountant, 'desktop');
    const erp = await openBarMenu(kavita, 'School ERP');
    await erp.getByRole('menuitem', { name: 'Statistics', exact: true }).click();
    await waitForPath(kavita, '/statistics');
    await kavita.getByRole('tab', { name: 'Fees' }).click();
    await seeText(kavita, formatRupees(fees.duePaise));
    await settled(kavita);
    await snap(kavita, 'statistics-fees-accountant');
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it('refuse a teacher', async () => {
    const asha = await signedIn(DEMO.teacher, 'desktop');
    const menu = await openBarMenu(asha, 'School ERP');
    expect(await menu.getByRole('menuitem', { name: 'Statistics', exact: true }).count()).toBe(0);
    await asha.goto('/statistics');
    await seeText(asha, 'You do not have permission to see the statistics of this institute.');
    await snap(asha, 'statistics-refused');
  });
});
