import type { MemberData, MemberStatus } from '@shala/shared';

/** How a member row reads (issue 22 item 11): the person's own identity, not a parent's login. */

/** "Aarav Malhotra" → "AM"; one name → its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/**
 * The line under a member's name: a student's admission number; a login (username, e-mail)
 * only when it is the person's own, never the parent's account a child's profile is kept on.
 */
export function identityLine(
  m: Pick<MemberData, 'builtinKey' | 'admissionNo' | 'ownLogin' | 'username' | 'email'>,
): string {
  const parts: string[] = [];
  if (m.admissionNo) parts.push(`Adm. no. ${m.admissionNo}`);
  if (m.ownLogin) {
    parts.push(m.username);
    if (m.email) parts.push(m.email);
  } else if (!m.admissionNo) {
    parts.push('On a parent’s login');
  }
  return parts.join(' · ');
}

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invitation pending',
  UNVERIFIED: 'Unverified',
};

/** The member's status as one word group: invitation pending, unverified, or active. */
export function statusOf(m: Pick<MemberData, 'active' | 'verified'>): MemberStatus {
  if (!m.active) return 'INVITED';
  if (!m.verified) return 'UNVERIFIED';
  return 'ACTIVE';
}

/** The classes a member is in, or a dash. */
export const classesText = (m: Pick<MemberData, 'classNames'>): string =>
  m.classNames.length ? m.classNames.join(', ') : '—';
