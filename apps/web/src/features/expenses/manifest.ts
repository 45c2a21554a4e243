import type { FeatureManifest, ScreenRoute } from '../../core/manifest';
import { dayBookPath } from './paths';

/**
 * Expenses and the day book (the server's `expenses` module, issue 25 §1): the spec's
 * `expense/day-book/{instituteId}/{classId}` and School ERP → Expenses, for those who read the
 * institute's books (getExpenseRecord). A notification's click target
 * (`expense/day-book/{groupId}`) lands here too; `?entry=` opens one entry.
 */
export const dayBookRoute: ScreenRoute = {
  path: 'expense/day-book/:instituteId/:classId?',
  title: 'Expenses',
  screen: () => import('./ExpensesPage'),
  access: { needs: 'institute', anyOf: ['getExpenseRecord'], groupParam: 'instituteId' },
  gate: {
    refusal: {
      message: 'You do not have permission to see the expenses and day book of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

export const expenses: FeatureManifest = {
  name: 'expenses',
  routes: [dayBookRoute],
  menu: [
    {
      label: 'Expenses',
      place: 'School ERP',
      order: 70,
      to: (u) => dayBookPath(u.defaultInstituteId ?? '', u.defaultClassId),
      route: dayBookRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Day book',
      hint: 'Today’s receipts, payments and balances',
      order: 6,
      to: ({ instituteId }) => dayBookPath(instituteId),
      route: dayBookRoute,
    },
  ],
};
