export { type PushNetwork, pushNetworkWith } from './push-network.js';
export { queuePushForEvent } from './queue.js';
export { vapidKeys } from './vapid.js';
