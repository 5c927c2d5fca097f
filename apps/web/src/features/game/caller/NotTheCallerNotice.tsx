import { Link } from 'react-router';
import { buttonClass } from '../../../ui/Button.tsx';
import { SiteHeader } from '../../../ui/SiteHeader.tsx';

/** Shown when this visitor does not own the card (no session, or the server closed with 4003). */
export function NotTheCallerNotice({ roomId }: { roomId: string }) {
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        data-testid="not-caller"
        className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center"
      >
        <h1 className="font-display text-3xl font-semibold text-slate-900">Only the card's owner can host</h1>
        <p className="mt-3 text-slate-600">
          This game belongs to someone else's card. You can still play: join as a player.
        </p>
        <Link to={`/game/${roomId}/`} className={buttonClass('primary', 'lg', 'mt-8')}>
          Join as a player
        </Link>
      </main>
    </>
  );
}
