export {
  type FeeReminder,
  feeReminder,
  noticeDay,
  paymentReceivedText,
  whoseFees,
} from './fee-texts.js';
export {
  announce,
  notifyAfter,
  type Raised,
  type RaiseInput,
  raiseNotification,
} from './raise.js';
export { feeAudience, holdersOf } from './recipients.js';
