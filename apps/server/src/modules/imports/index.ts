/** An uploaded CSV's text, or 400 when its name or bytes say it is something else. */
/** Its data rows by the columns an import reads (another import reads a CSV the same way). */
export { type CsvColumns, type CsvRows, csvRows, csvText } from './csv.js';
