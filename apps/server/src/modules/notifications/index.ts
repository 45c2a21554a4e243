export {
  announce,
  notifyAfter,
  type Raised,
  type RaiseInput,
  raiseNotification,
  raiseNotifications,
} from './raise.js';
export { holdersOf } from './recipients.js';
