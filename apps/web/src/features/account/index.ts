/** What other features use of account: the e-mail and password tabs of the profile settings. */
export { AccountSettings } from './AccountSettings';
export { SecuritySettings } from './SecuritySettings';
