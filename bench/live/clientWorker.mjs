// Bench clients in a worker thread: opens many sockets, joins, marks, and records when each socket
// received each CALL_PLACED (keyed by room and v). Times use performance.timeOrigin + now(), which
// is comparable across the threads of one process.
import { parentPort } from 'node:worker_threads';
import { WebSocket } from 'ws';

const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let counter = 0;

function open(url) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const s = { ws, room: '', card: [], calls: new Map(), waiters: new Map(), synced: false };
    ws.on('message', (data) => {
      const t = now();
      const frame = JSON.parse(String(data));
      if (frame.type === 'GAME_SYNCED' && !s.synced) {
        s.synced = true;
        resolve(s);
      }
      if (frame.type === 'CALL_PLACED' || frame.type === 'GAME_STARTED') s.calls.set(frame.v, t);
      const waiter = frame.requestId && s.waiters.get(frame.requestId);
      if (waiter) {
        s.waiters.delete(frame.requestId);
        waiter(frame, t);
      }
    });
    ws.on('error', () => resolve(s));
    ws.on('close', () => resolve(s));
  });
}

function request(s, type, payload) {
  const requestId = `w${++counter}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ frame: { type: 'TIMEOUT' }, t: now() }), 60_000);
    s.waiters.set(requestId, (frame, t) => {
      clearTimeout(timer);
      resolve({ frame, t });
    });
    s.ws.send(JSON.stringify({ type, payload, requestId }));
  });
}

async function waitCalls(keys, timeoutMs) {
  const deadline = now() + timeoutMs;
  const result = {};
  for (const key of keys) {
    const [room, vText] = key.split('|');
    const v = Number(vText);
    let latest = 0;
    let missing = 0;
    for (const s of sockets) {
      if (s.room !== room) continue;
      while (!s.calls.has(v) && now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const t = s.calls.get(v);
      if (t === undefined) missing++;
      else latest = Math.max(latest, t);
    }
    result[key] = { latest, missing };
  }
  return result;
}

parentPort.on('message', async (msg) => {
  let reply;
  if (msg.cmd === 'open') {
    const opened = [];
    for (let i = 0; i < msg.urls.length; i += 50) {
      opened.push(...(await Promise.all(msg.urls.slice(i, i + 50).map((u) => open(u)))));
    }
    opened.forEach((s, i) => {
      s.room = msg.rooms[i];
    });
    sockets.push(...opened);
    reply = { opened: opened.filter((s) => s.synced).length };
  } else if (msg.cmd === 'join') {
    const answers = await Promise.all(
      sockets
        .filter((s) => msg.rooms.includes(s.room))
        .map((s) =>
          request(s, 'JOIN_GAME', {}).then((a) => {
            s.card = (a.frame.payload?.playerState?.cardItems?.cells ?? [])
              .map((c) => c.key)
              .filter((k) => k !== null && k !== -1);
            return a;
          }),
        ),
    );
    reply = {
      joined: answers.filter((a) => a.frame.type === 'SUCCESSFULLY_JOINED').length,
      last: Math.max(...answers.map((a) => a.t)),
    };
  } else if (msg.cmd === 'mark') {
    const targets = sockets.filter((s) => msg.rooms.includes(s.room) && s.card.length > 0);
    const sent = now();
    const answers = await Promise.all(
      targets.map((s) => request(s, 'MARK_NUMBER', { key: s.card[0], marked: true })),
    );
    reply = {
      acks: answers.filter((a) => a.frame.type === 'PLAYER_STATE_UPDATED').map((a) => a.t - sent),
      sent,
    };
  } else if (msg.cmd === 'waitCalls') {
    reply = await waitCalls(msg.keys, msg.timeoutMs);
  } else if (msg.cmd === 'close') {
    for (const s of sockets) s.ws.terminate();
    sockets.length = 0;
    reply = {};
  }
  parentPort.postMessage({ id: msg.id, ...reply });
});
