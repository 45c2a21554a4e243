import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';
import { link } from './links';

/**
 * Payments (issue 11, spec §2.4 Payments and Transaction History, §2.5): the transactions of an
 * institute or class, the day's collection, the financial accounts and the user's history. The
 * Students Cart and its payment dialog open over any page (shell/CartButton).
 */

/** The user menu's Transaction History: payments of the profile, its children, its recording. */
export const transactionHistoryRoute: ScreenRoute = {
  path: 'transaction-history',
  title: 'Transaction History',
  screen: () => import('./TransactionHistoryPage'),
  access: SIGNED_IN,
};

const paymentsRefusal = {
  message: 'You do not have permission to see the payments of this institute.',
  back: { label: 'Back to the dashboard', to: '/' },
};

/** /transactions: sends on to the default institute's payments. */
export const transactionsRoute: ScreenRoute = {
  path: 'transactions',
  title: 'Transactions',
  screen: () => import('./TransactionsHome'),
  access: SIGNED_IN,
};

/** All transactions of an institute, or of one class (spec §2.4 link). */
export const allTransactionsRoute: ScreenRoute = {
  path: 'transactions/all-transactions/:instituteId/:classId?',
  title: 'Payments',
  screen: () => import('./AllTransactionsPage'),
  access: { anyOf: ['getPaymentRecordForGroup'], groupParam: 'instituteId' },
  // The menu's link names the default institute: only those who have one are offered it.
  offer: { anyOf: ['getPaymentRecordForGroup'], needs: 'institute', groupParam: 'instituteId' },
  gate: { refusal: paymentsRefusal },
};

export const collectionRoute: ScreenRoute = {
  path: 'transactions/collection/:instituteId',
  title: 'Day’s Collection',
  screen: () => import('./CollectionPage'),
  access: { anyOf: ['getPaymentRecordForGroup'], groupParam: 'instituteId' },
  gate: { refusal: paymentsRefusal },
};

export const accountsRoute: ScreenRoute = {
  path: 'transactions/accounts/:instituteId',
  title: 'Financial Accounts',
  screen: () => import('./AccountsPage'),
  access: { anyOf: ['createFinancialAccount'], groupParam: 'instituteId' },
  gate: {
    refusal: {
      message: 'You do not have permission to keep the financial accounts of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

export const payments: FeatureManifest = {
  name: 'payments',
  routes: [
    transactionHistoryRoute,
    transactionsRoute,
    allTransactionsRoute,
    collectionRoute,
    accountsRoute,
  ],
  menu: [
    {
      label: 'Payments',
      place: 'School ERP',
      order: 80,
      to: (u) => link('transactions', 'all-transactions', u.defaultInstituteId, u.defaultClassId),
      route: allTransactionsRoute,
    },
    {
      label: 'Transaction History',
      place: 'user',
      order: 40,
      to: '/transaction-history',
      route: transactionHistoryRoute,
    },
  ],
  shortcuts: [
    {
      // The Payments screen opens its Collect fees dialog (?collect=1).
      label: 'Collect fees',
      hint: 'Find a student and take a payment',
      order: 1,
      to: ({ instituteId }) => `${link('transactions', 'all-transactions', instituteId)}?collect=1`,
      route: allTransactionsRoute,
    },
    {
      label: 'Payments',
      hint: 'Transactions, receipts and reverts',
      order: 2,
      to: ({ instituteId }) => link('transactions', 'all-transactions', instituteId),
      route: allTransactionsRoute,
    },
  ],
};
