/**
 * Admission numbers by the institute's pattern (issue 22 item 7), e.g. "DPS/{YYYY}/{SEQ:4}":
 * {YYYY} and {YY} are the session's starting year, {SEQ:n} the next number of the series,
 * padded to n digits ({SEQ} unpadded). A series is the pattern with its year filled in, so
 * numbers start again at 1 each year when the pattern has a year, and run on when it has none.
 */

export const DEFAULT_ADMISSION_NUMBER_PATTERN = '{YYYY}/{SEQ:4}';
export const ADMISSION_PATTERN_MAX = 40;

export const ADMISSION_NUMBER_MESSAGES = {
  patternEmpty: 'Please enter a pattern for admission numbers.',
  patternLong: `A pattern can have at most ${ADMISSION_PATTERN_MAX} characters.`,
  patternSeq: 'The pattern needs exactly one {SEQ} or {SEQ:n} (n from 1 to 8) for the number.',
  patternToken: 'The pattern can use only {YYYY}, {YY} and {SEQ:n} in braces.',
  patternCharacters:
    'Outside the braces, use letters, digits, spaces and the characters / - _ . only.',
} as const;

const TOKENS = /\{(YYYY|YY|SEQ(?::([1-8]))?)\}/g;

/** What is wrong with a pattern, or undefined when it is good. */
export function admissionPatternProblem(pattern: string): string | undefined {
  const p = pattern.trim();
  if (!p) return ADMISSION_NUMBER_MESSAGES.patternEmpty;
  if (p.length > ADMISSION_PATTERN_MAX) return ADMISSION_NUMBER_MESSAGES.patternLong;
  const seqs = [...p.matchAll(TOKENS)].filter((m) => m[1]?.startsWith('SEQ'));
  const rest = p.replace(TOKENS, '');
  if (/[{}]/.test(rest)) {
    return /\{SEQ/.test(rest)
      ? ADMISSION_NUMBER_MESSAGES.patternSeq
      : ADMISSION_NUMBER_MESSAGES.patternToken;
  }
  if (seqs.length !== 1) return ADMISSION_NUMBER_MESSAGES.patternSeq;
  if (!/^[A-Za-z0-9 /._-]*$/.test(rest)) return ADMISSION_NUMBER_MESSAGES.patternCharacters;
  return undefined;
}

/** The series of a pattern in a year: the year filled in, the sequence left as it is. */
export function admissionNumberSeries(pattern: string, year: number): string {
  return pattern.trim().replace(TOKENS, (whole, token: string) => {
    if (token === 'YYYY') return String(year);
    if (token === 'YY') return String(year % 100).padStart(2, '0');
    return whole;
  });
}

/** The admission number for the sequence `seq` of the pattern in `year`. */
export function formatAdmissionNumber(pattern: string, year: number, seq: number): string {
  return admissionNumberSeries(pattern, year).replace(TOKENS, (_whole, token: string, digits) => {
    if (!token.startsWith('SEQ')) return token;
    return digits ? String(seq).padStart(Number(digits), '0') : String(seq);
  });
}
