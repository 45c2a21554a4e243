/** Invitations' calls; their bodies are schemas/invitations. */

export const INVITATION_API = {
  mine: '/rest/invitations/mine',
  accept: (id: string) => `/rest/invitations/${id}/accept`,
  decline: (id: string) => `/rest/invitations/${id}/decline`,
  ofGroup: (groupId: string) => `/rest/groups/${groupId}/invitations`,
  oneOfGroup: (groupId: string, id: string) => `/rest/groups/${groupId}/invitations/${id}`,
} as const;
