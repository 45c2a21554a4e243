/**
 * A route's path as a module registers it (under the app's /rest prefix), from the full path
 * packages/shared names for the browser: one source for both sides.
 */
export const underRest = (fullPath: string): string => fullPath.replace(/^\/rest(?=\/)/, '');
