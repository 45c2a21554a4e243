/** What other features use of imports: the browser's first check of a spreadsheet's file. */
export { fileProblem } from './rules';
