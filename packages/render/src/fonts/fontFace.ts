import {
  availableWeight,
  DEFAULT_FONT,
  FONT_FAMILY_NAMES,
  type FontFamilyName,
  type FontWeight,
} from '@bingo/core';
import metricsJson from './metrics.generated.json' with { type: 'json' };
import type { FaceMetrics, FontMetricsFile } from './metricsFile.ts';

const METRICS = metricsJson as FontMetricsFile;

/** One face's metrics, scaled to 1 em, with advances decoded into a lookup table. */
export interface FontFace {
  family: FontFamilyName;
  /** The weight that is really drawn: bold falls back to regular for single-weight families. */
  weight: FontWeight;
  ascent: number;
  /** Positive: how far glyphs reach below the baseline. */
  descent: number;
  capHeight: number;
  xHeight: number;
  averageWidth: number;
  /** Line spacing as a multiple of the font size. */
  lineHeight: number;
  advances: Map<number, number>;
}

const cache = new Map<string, FontFace>();

/** The face measured for a family and weight; unknown families measure as the default font. */
export function fontFace(family: string, weight: number): FontFace {
  const name = (FONT_FAMILY_NAMES as readonly string[]).includes(family)
    ? (family as FontFamilyName)
    : DEFAULT_FONT;
  const drawn = availableWeight(name, weight === 700 ? 700 : 400);
  const key = `${name}:${drawn}`;
  let face = cache.get(key);
  if (!face) {
    face = decode(name, drawn, METRICS.faces[key]!);
    cache.set(key, face);
  }
  return face;
}

function decode(family: FontFamilyName, weight: FontWeight, m: FaceMetrics): FontFace {
  const em = m.unitsPerEm;
  const advances = new Map<number, number>();
  for (const [start, ...widths] of m.advances) {
    for (const [i, w] of widths.entries()) advances.set(start! + i, w / em);
  }
  const ascent = m.ascent / em;
  const descent = -m.descent / em;
  return {
    family,
    weight,
    ascent,
    descent,
    capHeight: m.capHeight / em,
    xHeight: m.xHeight / em,
    averageWidth: m.averageWidth / em,
    lineHeight: lineSpacing(ascent + descent),
    advances,
  };
}

/**
 * 1.2 em suits most faces; faces whose glyphs reach far above and below (script faces such as
 * Pacifico) get a little more so that stacked lines do not collide.
 */
function lineSpacing(extent: number): number {
  return Math.min(1.4, Math.max(1.2, extent * 0.9));
}
