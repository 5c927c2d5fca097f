import { showBlockingOverlay } from '../connectionPolicy.ts';
import type { GameClient, GameStore } from '../gameClient.ts';
import { ConnectionOverlay } from './ConnectionOverlay.tsx';
import { UnableToConnectModal } from './UnableToConnectModal.tsx';

/** The blocking overlay while reconnecting and the unable-to-connect modal after giving up (spec §4). */
export function ConnectionLayer({ client, store }: { client: GameClient; store: GameStore }) {
  const { connection, view } = store;
  return (
    <>
      {showBlockingOverlay(connection, view.gameStatus) ? (
        <ConnectionOverlay online={connection.online} />
      ) : null}
      <UnableToConnectModal open={connection.gaveUp} onRetry={() => client.retry()} />
    </>
  );
}
