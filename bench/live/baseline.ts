// The bare baseline of bench/live: a `ws` server and nothing else. A socket says who it is
// ({"id"}), and a frame {"to", "body"} is forwarded to that socket as it is. Run as its own
// process, like the portal, so the ratio compares like with like.

import { type WebSocket, WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
const byId = new Map<string, WebSocket>();
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { id?: string; to?: string; body?: unknown };
    if (frame.id) {
      byId.set(frame.id, socket);
      socket.send(JSON.stringify({ command: 'RECEIPT', receipt: frame.id }));
    } else if (frame.to) {
      byId.get(frame.to)?.send(JSON.stringify({ command: 'MESSAGE', body: frame.body }));
    }
  });
});
server.on('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ ready: true, port }));
});
