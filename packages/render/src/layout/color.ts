/** Mixes two #rrggbb colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mixColor(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
