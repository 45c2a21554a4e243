// What the transport routes declare alike: their OpenAPI tag and where their group is found.

export const tags = ['transport'];
/** GET and DELETE name their group in the query string, POST and PUT in the JSON body. */
export const inQuery = { in: 'query', key: 'groupId' } as const;
export const inBody = { in: 'body', key: 'groupId' } as const;
