// What the transport routes declare alike: their OpenAPI tag (their group they find as most
// group routes do: http/access.ts GROUP_IN_QUERY, GROUP_IN_BODY).

export const tags = ['transport'];
