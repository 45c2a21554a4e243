import type { RazorpayConfig } from '../config.js';

/**
 * CSP connect-src: the portal's own origin, and its live channel (/ws) on PUBLIC_URL's host as
 * ws: or wss:, never any WebSocket host (review finding 14: injected script could otherwise
 * send data to a socket anywhere).
 */
export function connectSources(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return ["'self'", `${scheme}//${url.host}`];
}

/**
 * With online payment on, the browser loads Razorpay's checkout.js (script-src) and checkout
 * opens the gateway's pages in a frame (frame-src): those origins only, and only then.
 */
export function gatewaySources(razorpay: RazorpayConfig | undefined): {
  script: string[];
  frame: string[];
} {
  if (!razorpay) return { script: [], frame: [] };
  const checkout = new URL(razorpay.checkoutUrl).origin;
  const api = new URL(razorpay.apiUrl).origin;
  return { script: [checkout], frame: [...new Set([checkout, api])] };
}
