import { Copy } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { copyLink } from '../../share/copyLink.ts';

/** The players' link and its QR code, to put on a screen or read aloud. */
export function SharePanel({ roomId }: { roomId: string }) {
  const url = `${window.location.origin}/game/${roomId}/`;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 320 })
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <section aria-labelledby="share-heading" data-testid="share-panel" className="flex flex-col gap-3">
      <h2 id="share-heading" className="font-display text-lg font-semibold text-slate-900">
        Invite players
      </h2>
      <div className="flex items-center gap-2 rounded-xl bg-white p-2 ring-1 ring-slate-200">
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          data-testid="player-link"
          className="min-w-0 flex-1 truncate px-1 text-sm text-brand-700 underline"
        >
          {url}
        </a>
        <Button size="sm" onClick={() => void copyLink(url)}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
      {qr ? (
        <img
          src={qr}
          alt={`QR code for ${url}`}
          className="mx-auto size-48 rounded-xl bg-white p-2 ring-1 ring-slate-200"
        />
      ) : null}
    </section>
  );
}
