/** A shorter core ("abc" of "Abc@12345") matches some list entry by chance, not by habit. */
const MIN_CORE_LETTERS = 4;

// Letters with their combining marks (Devanagari vowel signs) belong to the core.
const EDGE_NON_LETTERS = /^[^\p{L}\p{M}]+|[^\p{L}\p{M}]+$/gu;
const LETTER = /\p{L}/gu;

/**
 * The forms of a new password to look up in a list of common and breached passwords: the whole
 * password in lower case, and its core without the digits and symbols around it. The sign-up
 * rule (a capital letter, a digit and a symbol) makes people write a list word with a suffix
 * ("Welcome@123", "Password@1"), so the core is checked too, when it has at least 4 letters.
 * Pure, so the rule is tested here; the list itself is on the server (too big for a browser).
 */
export function passwordCandidates(password: string): string[] {
  const whole = password.toLowerCase();
  const core = whole.replace(EDGE_NON_LETTERS, '');
  const letters = core.match(LETTER)?.length ?? 0;
  return core !== whole && letters >= MIN_CORE_LETTERS ? [whole, core] : [whole];
}
