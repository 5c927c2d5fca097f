import type { Card, CardPayload, CardSettings, CardStyle } from '@bingo/core';
import { CardPayloadSchema } from '@bingo/core';
import { useCallback, useMemo, useState } from 'react';
import type { CardUpdater, EditorApi } from './EditorContext.tsx';
import { EditorContext } from './EditorContext.tsx';
import { EditorPanels } from './EditorPanels.tsx';
import { EditorPreview } from './EditorPreview.tsx';
import { EditorTopBar } from './EditorTopBar.tsx';
import { useAutosave } from './useAutosave.ts';
import { useForbiddenNotice } from './useForbiddenNotice.ts';

/** The owner's editor: the card lives in local state here and autosave mirrors it to the server. */
export function CardEditor({ card }: { card: Card }) {
  const initial = useMemo(() => CardPayloadSchema.parse(card), [card]);
  const [draft, setDraft] = useState<CardPayload>(initial);
  const autosave = useAutosave(card.cardId, draft, initial);
  useForbiddenNotice(autosave.status, autosave.problem, card.cardId);

  const update = useCallback((updater: CardUpdater) => setDraft(updater), []);
  const setStyle = useCallback(
    (patch: Partial<CardStyle>) => setDraft((c) => ({ ...c, cardStyle: { ...c.cardStyle, ...patch } })),
    [],
  );
  const setSettings = useCallback(
    (patch: Partial<CardSettings>) =>
      setDraft((c) => ({ ...c, cardSettings: { ...c.cardSettings, ...patch } })),
    [],
  );
  const api = useMemo<EditorApi>(
    () => ({ cardId: card.cardId, card: draft, update, setStyle, setSettings }),
    [card.cardId, draft, update, setStyle, setSettings],
  );

  return (
    <EditorContext value={api}>
      <div className="min-h-dvh bg-slate-50">
        <EditorTopBar status={autosave.status} problem={autosave.problem} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto grid max-w-7xl items-start gap-4 px-0 pb-28 lg:pb-16 focus:outline-none sm:px-4 lg:grid-cols-[minmax(380px,460px)_minmax(0,1fr)] lg:gap-8 lg:px-6 lg:pt-6"
        >
          <EditorPreview card={draft} />
          <EditorPanels />
        </main>
      </div>
    </EditorContext>
  );
}
