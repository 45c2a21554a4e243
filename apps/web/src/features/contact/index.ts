/** What other features use of contact: the Admin Console's tab of contact requests. */
export { ContactRequestsTab } from './ContactRequestsTab';
