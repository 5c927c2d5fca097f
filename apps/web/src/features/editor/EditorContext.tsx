import type { CardPayload, CardSettings, CardStyle } from '@bingo/core';
import { createContext, useContext } from 'react';

export type CardUpdater = (card: CardPayload) => CardPayload;

export interface EditorApi {
  cardId: string;
  card: CardPayload;
  /** Every edit goes through here so autosave sees one stream of changes. */
  update: (updater: CardUpdater) => void;
  setStyle: (patch: Partial<CardStyle>) => void;
  setSettings: (patch: Partial<CardSettings>) => void;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('useEditor must be used inside <EditorContext>.');
  return api;
}
