import type { ClientCommandType } from '@bingo/core';
import { Flag, Pause, Play, RotateCcw, Save, Shuffle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { callerActionButton } from '../actionButton.ts';
import { LastCalls } from '../calls/LastCalls.tsx';
import type { GameClient } from '../gameClient.ts';
import type { GameView } from '../gameView.ts';

const STATUS_TEXT: Record<number, string> = {
  0: 'No game yet',
  1: 'Lobby: waiting to start',
  2: 'In progress',
  3: 'Bingo in review',
  4: 'Paused',
  5: 'Saved',
  6: 'On hold',
};

interface Secondary {
  label: string;
  command: ClientCommandType;
  icon: ReactNode;
  show: boolean;
}

/** The caller's console: the current call, the action button of spec §2, and the other game controls. */
export function CallPanel({ view, client, accent }: { view: GameView; client: GameClient; accent: string }) {
  const action = callerActionButton(view);
  const status = view.gameStatus;
  const running = status >= 2;
  const main = action?.command;
  const secondary: Secondary[] = [
    {
      label: 'Pause',
      command: 'PAUSE_GAME',
      icon: <Pause />,
      show: (status === 2 || status === 3) && main !== 'PAUSE_GAME',
    },
    { label: 'Resume', command: 'RESUME_GAME', icon: <Play />, show: status >= 4 && main !== 'RESUME_GAME' },
    { label: 'Save', command: 'SAVE_GAME', icon: <Save />, show: [2, 3, 4, 6].includes(status) },
    {
      label: 'Restart',
      command: 'RESTART_GAME',
      icon: <RotateCcw />,
      show: running && main !== 'RESTART_GAME',
    },
    { label: 'Finish', command: 'FINISH_GAME', icon: <Flag />, show: running && main !== 'FINISH_GAME' },
    { label: 'Shuffle calls', command: 'SHUFFLE_CALL_ITEMS', icon: <Shuffle />, show: status === 1 },
  ];
  function press() {
    if (!action) return;
    const payload = action.command === 'NEXT_CALL' ? { expectedCallCount: view.callCount } : {};
    client.send(action.command, payload);
  }
  return (
    <section
      aria-label="Game controls"
      data-testid="call-panel"
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-600" data-testid="game-status" data-status={status}>
          {STATUS_TEXT[status]}
          {running ? ` · call ${view.callCount} of ${view.totalCalls}` : ''}
        </p>
        <p className="text-sm text-slate-500">{view.gameSettings?.gameMode.replace('-', ' ')}</p>
      </div>
      <LastCalls
        calls={view.calledItems}
        prior={view.gameSettings?.priorCalls ?? 5}
        accent={accent}
        size="large"
      />
      {action ? (
        <div className="flex flex-col gap-1">
          <Button
            size="lg"
            data-testid="action-button"
            disabled={action.disabled}
            onClick={press}
            className="h-14 text-lg"
            style={{ backgroundColor: accent }}
          >
            {action.label}
          </Button>
          {action.hint ? <p className="text-center text-sm text-slate-500">{action.hint}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {secondary
          .filter((s) => s.show)
          .map((s) => (
            <Button key={s.command} variant="secondary" size="md" onClick={() => client.send(s.command)}>
              {s.icon}
              {s.label}
            </Button>
          ))}
      </div>
    </section>
  );
}
