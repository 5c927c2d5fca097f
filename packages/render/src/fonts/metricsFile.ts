/** Metrics of one font face, in font units (see scripts/extractFontMetrics.ts). */
export interface FaceMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative: below the baseline. */
  descent: number;
  lineGap: number;
  capHeight: number;
  xHeight: number;
  /** Mean advance of A-Z and a-z. */
  averageWidth: number;
  /** Runs of consecutive code points: [firstCodePoint, advance, advance, ...]. */
  advances: number[][];
}

/** The shape of metrics.generated.json: faces keyed "Family:weight". */
export interface FontMetricsFile {
  faces: Record<string, FaceMetrics>;
}
