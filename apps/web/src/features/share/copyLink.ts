import { TOASTS } from '@bingo/core';
import { showToast } from '../../ui/toasts.ts';

/** Copies a link and says whether it worked (spec §8: 'Link copied to clipboard' / 'Failed to copy'). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast(TOASTS.linkCopied, 'success');
  } catch {
    showToast(TOASTS.copyFailed, 'error');
  }
}
