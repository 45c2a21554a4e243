/**
 * An amount of paise in words, in the Indian system (thousand, lakh, crore), as a receipt says
 * it: 12050050 → "Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return `${ONES[hundreds]} Hundred${rest ? ` ${rest}` : ''}`;
}

/** A whole number of rupees in words in the Indian system; "Zero" for 0. */
export function rupeesInWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError('rupees must be whole');
  if (rupees === 0) return 'Zero';
  const parts: string[] = [];
  const crores = Math.floor(rupees / 10_000_000);
  // Above 99 crore the crores are themselves counted in lakh and thousand ("One Hundred Crore").
  if (crores) parts.push(`${rupeesInWords(crores)} Crore`);
  const lakhs = Math.floor((rupees % 10_000_000) / 100_000);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((rupees % 100_000) / 1000);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = belowThousand(rupees % 1000);
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/** Paise as a receipt's "amount in words". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('paise must be whole');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  const words = `Rupees ${rupeesInWords(rupees)}`;
  return rest ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}

/** Made once: a formatter costs far more to make than to use (a payment's notices use several). */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as Indian rupees for people: 12050050 → "₹1,20,500.50". */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}
