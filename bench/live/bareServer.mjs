// The baseline: a bare ws server (same settings as the game server: no compression) that broadcasts a
// frame to every other socket of the same path when one socket sends {"go": "<frame text>"}.
import { WebSocketServer } from 'ws';

const rooms = new Map();
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
wss.on('listening', () => process.stdout.write(`PORT ${wss.address().port}\n`));
wss.on('connection', (ws, request) => {
  const room = request.url ?? '/';
  if (!rooms.has(room)) rooms.set(room, new Set());
  rooms.get(room).add(ws);
  ws.send(JSON.stringify({ type: 'GAME_SYNCED', payload: {}, v: 0 }));
  ws.on('close', () => rooms.get(room)?.delete(ws));
  ws.on('message', (data) => {
    const { go } = JSON.parse(String(data));
    const bytes = Buffer.from(go);
    for (const peer of rooms.get(room)) if (peer !== ws) peer.send(bytes, { binary: false });
  });
});
