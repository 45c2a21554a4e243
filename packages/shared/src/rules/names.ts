/** "rAVI  kumar" -> "Ravi Kumar". Hyphenated and apostrophe parts are capitalised too ("D'Souza"). */
export function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en-GB')
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase('en-GB'),
    );
}

/** One name as it appears in a username: lower case, accents dropped, only letters and digits. */
function usernamePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-GB')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The username the server gives a new account, before a number is added when taken, and what
 * the QR sign-in mode sends: firstname_lastname in lower case.
 */
export function usernameFromNames(firstName: string, lastName: string): string {
  return `${usernamePart(firstName)}_${usernamePart(lastName)}`;
}

/** "ravi.kumar@example.com" -> "ra******@example.com" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1) || 1);
  return `${shown}${'*'.repeat(Math.max(local.length - shown.length, 3))}${email.slice(at)}`;
}
