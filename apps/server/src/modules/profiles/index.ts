export { PHOTO_PURPOSE } from './photo-service.js';
