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
