export { type PushNetwork, pushNetworkWith } from './push-network.js';
export { pushJobFor } from './queue.js';
export { vapidKeys } from './vapid.js';
