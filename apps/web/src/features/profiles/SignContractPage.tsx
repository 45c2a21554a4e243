export { default } from '../account/SignContract';
