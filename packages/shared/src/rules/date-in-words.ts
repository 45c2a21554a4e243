import { rupeesInWords } from './amount-in-words.js';

/*
 * A date in words, as Indian transfer certificates write the date of birth beside its figures
 * (CBSE's format): "2015-03-15" → "Fifteenth March Two Thousand Fifteen".
 */

const ORDINAL_ONES = [
  '',
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
  'Thirteenth',
  'Fourteenth',
  'Fifteenth',
  'Sixteenth',
  'Seventeenth',
  'Eighteenth',
  'Nineteenth',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 1–31 as an ordinal word. */
function ordinalDay(day: number): string {
  if (day < 20) return ORDINAL_ONES[day] as string;
  const tens = day < 30 ? 'Twenty' : 'Thirty';
  const unit = day % 10;
  return unit ? `${tens}-${ORDINAL_ONES[unit]}` : `${tens.slice(0, -1)}ieth`;
}

/** yyyy-mm-dd in words; null when it is not a date. */
export function dateInWords(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  return `${ordinalDay(date)} ${MONTHS[month - 1]} ${rupeesInWords(year)}`;
}
