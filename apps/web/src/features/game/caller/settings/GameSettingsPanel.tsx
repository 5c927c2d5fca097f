import type { ReactNode } from 'react';
import type { GameClient } from '../../gameClient.ts';
import type { GameView } from '../../gameView.ts';
import { AudioSettings } from './AudioSettings.tsx';
import { CallSettings } from './CallSettings.tsx';
import { LookSettings } from './LookSettings.tsx';
import { PatternSettings } from './PatternSettings.tsx';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-xs font-bold tracking-wider text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The room's playing settings (spec §3 playingSettings); round-shaping ones lock while a round runs. */
export function GameSettingsPanel({ view, client }: { view: GameView; client: GameClient }) {
  const settings = view.gameSettings;
  const grid = view.bingoCard?.cardGrid;
  if (!settings || !grid)
    return <p className="text-sm text-slate-500">Create the game to change its settings.</p>;
  const locked = view.gameStatus >= 2;
  return (
    <div data-testid="game-settings" className="flex flex-col gap-4">
      <Group title="Calls">
        <CallSettings settings={settings} client={client} locked={locked} poolSize={view.callItems.length} />
      </Group>
      <Group title="Winning">
        <PatternSettings settings={settings} grid={grid} client={client} locked={locked} />
      </Group>
      <Group title="Sound">
        <AudioSettings settings={settings} client={client} />
      </Group>
      <Group title="Look">
        <LookSettings settings={settings} client={client} />
      </Group>
    </div>
  );
}
