/** The preview watermark of spec §9: 'SAMPLE', size 120, at 45 degrees, centred on the page. */
export const WATERMARK = {
  text: 'SAMPLE',
  size: 120,
  angle: 45,
  family: 'Poppins',
  weight: 700,
  color: '#6b7280',
  opacity: 0.22,
  /** Baseline below the page centre, so the capitals sit centred on it. */
  baselineEm: 0.35,
} as const;
