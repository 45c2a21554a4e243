import type { MyInvitation } from '../schemas/invitations.js';

type Described = Pick<
  MyInvitation,
  | 'kind'
  | 'instituteName'
  | 'groupName'
  | 'groupType'
  | 'roleName'
  | 'sessionName'
  | 'invitedBy'
  | 'personName'
  | 'relation'
  | 'fromAdmission'
>;

const forSession = (session: string | null) => (session ? ` for the session ${session}` : '');

/**
 * What an invitation asks, in one sentence for its holder (the invitations page and the mail):
 * "Anita Desai of Demo Public School asks you to join Class 5 A as Teacher for the session 2026-27."
 */
export function invitationSentence(i: Described): string {
  const who =
    i.invitedBy === i.instituteName ? i.instituteName : `${i.invitedBy} of ${i.instituteName}`;
  const place = i.groupType === 'CLASS' ? `${i.groupName} of ${i.instituteName}` : i.instituteName;
  const session = forSession(i.sessionName);
  const relation = (i.relation ?? 'parent').toLowerCase();
  switch (i.kind) {
    case 'MEMBER':
      return `${who} asks you to join ${place} as ${i.roleName}${session}.`;
    case 'STUDENT':
      return `${who} asks you to join ${place} as a student${session}${i.personName ? `, with ${i.personName} as your ${relation}` : ''}.`;
    case 'PARENT':
      return `${who} asks you to join ${place} as the ${relation} of ${i.personName ?? 'a student'}${session}.`;
    case 'CHILD':
      return i.fromAdmission
        ? `${i.instituteName} accepted the admission application of ${i.personName} to ${i.groupName}${session}, made with your e-mail address, and asks to add ${i.personName} to your account as a profile.`
        : `${who} asks to add your child ${i.personName} to ${place} as a student${session}, with you as their ${relation}.`;
  }
}
