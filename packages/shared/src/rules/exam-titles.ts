/**
 * An exam's title as a name in an address or a file: lower-case Latin letters and digits, each
 * run of anything else one '-', none at either end, at most 60 characters; '' when nothing is
 * left (a title in another script).
 */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The result sheet's CSV file: "Unit Test 3: Fractions" → "unit-test-3-fractions-results.csv". */
export const resultsCsvFileName = (title: string) => `${titleSlug(title) || 'exam'}-results.csv`;
