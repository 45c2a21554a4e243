export * from './constants/http.js';
export * from './constants/index.js';
export * from './rules/names.js';
export * from './schemas/auth.js';
export * from './schemas/contact.js';
export * from './schemas/fields.js';
export * from './schemas/user.js';
