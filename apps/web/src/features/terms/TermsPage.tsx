// Placeholder until this screen is built (issue 3).
export { default } from '../shell/ComingSoonView';
