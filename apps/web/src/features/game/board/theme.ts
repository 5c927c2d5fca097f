import type { CSSProperties } from 'react';

/** The accent colours a room may use (spec §3 accentColor). */
export const ACCENT_HEX: Record<string, string> = {
  indigo: '#4f46e5',
  green: '#15803d',
  purple: '#7e22ce',
  orange: '#c2410c',
};

/** Board backgrounds a caller or player may pick (spec §3 backgroundTheme). */
export const BACKGROUND_THEMES = [
  { value: 'default', label: 'Paper', page: '#fbfaf7', board: '#ffffff' },
  { value: 'sunrise', label: 'Sunrise', page: 'linear-gradient(160deg,#fff7ed,#fde68a)', board: '#fffdf7' },
  { value: 'ocean', label: 'Ocean', page: 'linear-gradient(160deg,#ecfeff,#bae6fd)', board: '#f8fdff' },
  { value: 'forest', label: 'Forest', page: 'linear-gradient(160deg,#f0fdf4,#bbf7d0)', board: '#fbfffc' },
  { value: 'night', label: 'Night', page: 'linear-gradient(160deg,#1e1b4b,#0f172a)', board: '#f8fafc' },
] as const;

/** Marker shapes (spec §9: the default is an outline circle). */
export const MARKER_STYLES = [
  { value: 'outline-circle', label: 'Circle' },
  { value: 'filled-circle', label: 'Dot' },
  { value: 'cross', label: 'Cross' },
  { value: 'check', label: 'Check' },
  { value: 'star', label: 'Star' },
] as const;
export type MarkerStyle = (typeof MARKER_STYLES)[number]['value'];

export const MARKER_COLORS = ['#4f46e5', '#dc2626', '#059669', '#d97706', '#db2777', '#0f172a'] as const;

export function accentHex(accent: string | undefined): string {
  return ACCENT_HEX[accent ?? 'indigo'] ?? ACCENT_HEX.indigo!;
}

/** The page background of a theme; night needs light text on top. */
export function themeStyle(theme: string | undefined): { style: CSSProperties; dark: boolean } {
  const found = BACKGROUND_THEMES.find((t) => t.value === theme) ?? BACKGROUND_THEMES[0];
  return { style: { background: found.page }, dark: found.value === 'night' };
}
