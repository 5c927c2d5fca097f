import type { ToastText } from '@bingo/core';
import { toast } from 'sonner';

export interface ToastOptions {
  kind?: 'info' | 'success' | 'error' | 'warning';
  /** Replaces an earlier toast with the same id (connection toasts). */
  id?: string;
  action?: { label: string; onClick: () => void };
  cancel?: { label: string; onClick: () => void };
}

/** A spec §8 toast with its exact texts and duration, optionally with buttons. */
export function showGameToast(text: ToastText, options: ToastOptions = {}): void {
  const { kind = 'info', id, action, cancel } = options;
  const settings = { description: text.description, duration: text.duration, id, action, cancel };
  if (kind === 'info') toast(text.title, settings);
  else toast[kind](text.title, settings);
}

/** Closes a sticky toast (connection lost, offline) once it no longer applies. */
export function dismissGameToast(id: string): void {
  toast.dismiss(id);
}
