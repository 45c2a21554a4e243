/** An uploaded CSV's text, or 400 when its name or bytes say it is something else. */
export { csvText } from './csv.js';
