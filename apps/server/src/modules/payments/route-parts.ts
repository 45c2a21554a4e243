// What the payment routes declare alike: their OpenAPI tag.

export const tags = ['payments'];

// Payments write no membership, role, session or group: their writes answer without waiting for
// the identity cache to hear of them (config.identityUnchanged, plugins/portal.ts).
