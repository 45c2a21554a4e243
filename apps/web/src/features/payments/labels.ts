/** The names that the plain rule below would get wrong. */
const SPECIAL: Record<string, string> = {
  BHIM_UPI: 'BHIM UPI',
  NEFT: 'NEFT',
  RTGS: 'RTGS',
  PHONE_PE: 'PhonePe',
  PAYTM: 'Paytm',
  FEES: 'Fees',
  TRANSPORTATION_FEES: 'Transport fees',
};

/** Spec §9's names for people: GOOGLE_PAY → "Google Pay", NET_BANKING → "Net Banking". */
export function constantLabel(value: string): string {
  return (
    SPECIAL[value] ??
    value
      .toLowerCase()
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}
