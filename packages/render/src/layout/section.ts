import type { DisplayNode } from './types.ts';

/** A horizontal band of the card whose height is known before it is placed. */
export interface Section {
  height: number;
  draw(top: number): DisplayNode[];
}
