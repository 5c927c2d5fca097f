import { Ban, Eye, Trophy, UserMinus } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { cn } from '../../../ui/cn.ts';
import type { GameClient } from '../gameClient.ts';
import type { GameView } from '../gameView.ts';

interface PlayersPanelProps {
  view: GameView;
  client: GameClient;
  onViewCard: (userId: string) => void;
  onOpenRequests: () => void;
}

/** Who is playing, who is online, and the caller's tools: view a card, remove, blacklist. */
export function PlayersPanel({ view, client, onViewCard, onOpenRequests }: PlayersPanelProps) {
  const requests = view.rejoinRequestsList.length;
  return (
    <section aria-labelledby="players-heading" data-testid="players-panel" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="players-heading" className="font-display text-lg font-semibold text-slate-900">
          Players{' '}
          <span className="text-sm font-normal text-slate-500" data-testid="seat-count">
            {view.joinedCount} of {view.playerCapacity}
          </span>
        </h2>
        {requests > 0 ? (
          <Button size="sm" variant="secondary" onClick={onOpenRequests}>
            Rejoin requests ({requests})
          </Button>
        ) : null}
      </div>
      {view.playerList.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          Nobody has joined yet. Share the link or the QR code.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {view.playerList.map((p) => (
            <li key={p.userId} className="flex items-center gap-2 px-3 py-2" data-testid="player-row">
              <span
                aria-hidden="true"
                className={cn('size-2.5 shrink-0 rounded-full', p.online ? 'bg-emerald-500' : 'bg-slate-300')}
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                {p.username || 'Player'}
                <span className="sr-only">{p.online ? ', online' : ', offline'}</span>
              </span>
              <span className="text-xs text-slate-500">{p.online ? 'online' : 'offline'}</span>
              {p.hasWon ? <Trophy aria-label="Winner" className="size-4 text-amber-500" /> : null}
              <Button
                size="icon"
                variant="ghost"
                aria-label={`View ${p.username}'s card`}
                onClick={() => onViewCard(p.userId)}
              >
                <Eye aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${p.username}`}
                disabled={p.hasWon}
                onClick={() => client.send('REMOVE_PLAYER', { userId: p.userId })}
              >
                <UserMinus aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Blacklist ${p.username}`}
                disabled={p.hasWon}
                onClick={() => client.send('BLACKLIST_PLAYER', { userId: p.userId })}
              >
                <Ban aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
