/**
 * Online payment through Razorpay, for the fee screens (features/fees): a student's or a
 * parent's "Pay online" for what is due, hidden while online payment is off.
 */
export { PayOnlineButton } from './PayOnlineButton';
