/** Spec §9's names for people: GOOGLE_PAY → "Google Pay", NET_BANKING → "Net Banking". */
export function constantLabel(value: string): string {
  const special: Record<string, string> = {
    BHIM_UPI: 'BHIM UPI',
    NEFT: 'NEFT',
    RTGS: 'RTGS',
    PHONE_PE: 'PhonePe',
    PAYTM: 'Paytm',
    FEES: 'Fees',
    TRANSPORTATION_FEES: 'Transport fees',
  };
  if (special[value]) return special[value];
  return value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
