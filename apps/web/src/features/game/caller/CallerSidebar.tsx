import { Tabs } from 'radix-ui';
import type { GameClient } from '../gameClient.ts';
import type { GameView } from '../gameView.ts';
import { PlayersPanel } from './PlayersPanel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { GameSettingsPanel } from './settings/GameSettingsPanel.tsx';

interface CallerSidebarProps {
  roomId: string;
  view: GameView;
  client: GameClient;
  onViewCard: (userId: string) => void;
  onOpenRequests: () => void;
}

const TAB =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** Players, the invitation and the settings, as tabs beside the board (below it on a phone). */
export function CallerSidebar({ roomId, view, client, onViewCard, onOpenRequests }: CallerSidebarProps) {
  return (
    <Tabs.Root defaultValue={view.joinedCount === 0 ? 'invite' : 'players'} className="flex flex-col gap-4">
      <Tabs.List aria-label="Game tools" className="flex gap-1 rounded-xl bg-slate-100 p-1">
        <Tabs.Trigger value="players" className={TAB}>
          Players ({view.joinedCount})
        </Tabs.Trigger>
        <Tabs.Trigger value="invite" className={TAB}>
          Invite
        </Tabs.Trigger>
        <Tabs.Trigger value="settings" className={TAB}>
          Settings
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="players">
        <PlayersPanel view={view} client={client} onViewCard={onViewCard} onOpenRequests={onOpenRequests} />
      </Tabs.Content>
      <Tabs.Content value="invite">
        <SharePanel roomId={roomId} />
      </Tabs.Content>
      <Tabs.Content value="settings">
        <GameSettingsPanel view={view} client={client} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
