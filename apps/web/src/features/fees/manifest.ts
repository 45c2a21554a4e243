import type { FeatureManifest, ScreenRoute } from '../../core/manifest';
import { FEE_STRUCTURE_PATH, feeDetailsPath } from './paths';

/** Fees (issue 11): structures per class and session, a student's fee details, a class's totals. */

/** Spec §2.4 link /fees/fee-structure: set a class's fees for a session. */
export const feeStructureRoute: ScreenRoute = {
  path: 'fees/fee-structure',
  title: 'Fee Structure',
  screen: () => import('./FeeStructurePage'),
  access: { needs: 'institute', anyOf: ['getFeeStructure', 'createFeeStructure'] },
  gate: {
    refusal: { message: 'You do not have permission to see the fee structures of this institute.' },
  },
};

/**
 * Spec §2.4 "Fee details" (erp/fee-details/{userProfileId}): a student's dues and payments, for
 * the student, their parents and the staff who handle fees. The server decides whose they may
 * see; the gate lets in whoever holds one of the fee actions.
 */
export const feeDetailsRoute: ScreenRoute = {
  path: 'erp/fee-details/:userProfileId',
  title: 'Fee Details',
  screen: () => import('./FeeDetailsPage'),
  access: {
    needs: 'institute',
    anyOf: ['getFeeStructure', 'getFeeEstimation', 'getFeeSummaryForGroup', 'createPaymentRecord'],
  },
  offer: {
    needs: 'institute',
    anyOf: ['getFeeStructure', 'getFeeEstimation', 'getFeeSummaryForGroup'],
  },
  gate: { refusal: { message: 'You do not have permission to see fee details.' } },
};

/**
 * Spec §2.4 notification target /class/financials/{groupId}: a class's fees, student by student.
 * The gate asks for the action in the profile's institute (an institute role covers its classes,
 * which the browser's permission map does not list); the server answers for the class itself.
 */
export const classFinancialsRoute: ScreenRoute = {
  path: 'class/financials/:groupId',
  title: 'Class Financials',
  screen: () => import('./ClassFinancialsPage'),
  access: { needs: 'institute', anyOf: ['getFeeSummaryForGroup'] },
  gate: {
    refusal: {
      message: 'You do not have permission to see the fees of this class.',
      back: { label: 'Back to fee structure', to: FEE_STRUCTURE_PATH },
    },
  },
};

export const fees: FeatureManifest = {
  name: 'fees',
  routes: [
    // The shell's child "fees" (spec §2.3) opens the one fee screen it has.
    { path: 'fees', redirect: FEE_STRUCTURE_PATH },
    feeStructureRoute,
    feeDetailsRoute,
    classFinancialsRoute,
  ],
  menu: [
    {
      label: 'Fee details',
      place: 'School ERP',
      order: 50,
      to: (u) => feeDetailsPath(u.userProfileId),
      route: feeDetailsRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Fee structure',
      hint: 'Fees, due dates and concessions of each class',
      order: 72,
      to: () => FEE_STRUCTURE_PATH,
      route: feeStructureRoute,
    },
  ],
};
