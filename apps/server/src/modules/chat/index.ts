export { groupAudience } from './member-queries.js';
export { CHAT_MEDIA_PURPOSE } from './send-service.js';
