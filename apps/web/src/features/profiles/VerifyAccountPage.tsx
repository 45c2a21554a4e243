export { default } from '../account/VerifyAccount';
