import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { Gateway } from './gateway.ts';
import { type LiveConfig, loadLiveConfig } from './liveConfig.ts';
import { LiveRooms } from './liveRooms.ts';
import { registerGuestRoute, registerPauseBeacon, registerRoomStatusRoute } from './liveRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live game rooms of this server (websocket gateway, fan-out, deadlines). */
    liveRooms: LiveRooms;
  }
}

/**
 * Live game rooms on the same HTTP server (architecture: Live game rooms): the guest route, the room
 * status read, the pause beacon, and the websocket upgrade. LISTEN, presence and the deadline poller
 * start when the app is ready and stop before it closes, after the sockets have been told to reconnect
 * elsewhere.
 */
export async function registerLive(
  app: FastifyInstance,
  deps: AppDeps & { live?: LiveConfig },
): Promise<void> {
  const config = deps.live ?? loadLiveConfig();
  const rooms = new LiveRooms({ db: deps.db, config, now: deps.now, log: app.log });
  const gateway = new Gateway({
    db: deps.db,
    accessTokens: deps.accessTokens,
    rooms,
    now: deps.now,
    maxBufferedBytes: config.maxBufferedBytes,
    messagesPerSecond: config.messagesPerSecond,
    nextCallIntervalMs: config.nextCallIntervalMs,
  });
  app.decorate('liveRooms', rooms);
  registerGuestRoute(app, deps);
  registerRoomStatusRoute(app, deps);
  await registerPauseBeacon(app, deps, () => rooms);
  gateway.attach(app.server);
  app.addHook('onReady', async () => {
    await rooms.start();
  });
  app.addHook('preClose', async () => {
    await gateway.close();
    await rooms.stop();
  });
}
