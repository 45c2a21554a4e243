export {
  announce,
  notifyAfter,
  type Raised,
  type RaiseInput,
  raiseNotification,
} from './raise.js';
export { holdersOf } from './recipients.js';
