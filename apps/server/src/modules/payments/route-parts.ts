// What the payment routes declare alike: their OpenAPI tag and where their group is found.

export const tags = ['payments'];
/** GET and DELETE name their group in the query string, POST and PUT in the JSON body. */
export const inQuery = { in: 'query', key: 'groupId' } as const;
export const inBody = { in: 'body', key: 'groupId' } as const;

// Payments write no membership, role, session or group: their writes answer without waiting for
// the identity cache to hear of them (config.identityUnchanged, plugins/portal.ts).
