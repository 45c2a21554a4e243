import type { PaymentMethod } from '@shala/shared';
import type { GatewayPayment } from './online-gateway.js';

/** The payment methods an online payment can be recorded under (spec §9), by preference. */
export const ONLINE_MEDIUMS: readonly PaymentMethod[] = [
  'ONLINE_TRANSFER',
  'BHIM_UPI',
  'CREDIT_CARD',
  'DEBIT_CARD',
];

/**
 * How the payer paid, as spec §9's methods, best first: UPI is BHIM_UPI, a card its type, net
 * banking (and wallets, EMI, pay-later) ONLINE_TRANSFER; ONLINE_TRANSFER last for an institute
 * whose accounts do not name the method itself.
 */
export function mediumsOf(payment: Pick<GatewayPayment, 'method' | 'card'>): PaymentMethod[] {
  switch (payment.method) {
    case 'upi':
      return ['BHIM_UPI', 'ONLINE_TRANSFER'];
    case 'card':
      return payment.card?.type === 'debit'
        ? ['DEBIT_CARD', 'ONLINE_TRANSFER']
        : ['CREDIT_CARD', 'ONLINE_TRANSFER'];
    default:
      return ['ONLINE_TRANSFER'];
  }
}
