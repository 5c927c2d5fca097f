import type { ToastText } from '@bingo/core';
import { toast } from 'sonner';

/** Shows one of the spec's toasts (§8) with its exact title, description and duration. */
export function showToast(text: ToastText, kind: 'info' | 'success' | 'error' = 'info'): void {
  const options = { description: text.description, duration: text.duration };
  if (kind === 'error') toast.error(text.title, options);
  else if (kind === 'success') toast.success(text.title, options);
  else toast(text.title, options);
}
