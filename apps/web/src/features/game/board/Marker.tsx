import type { MarkerStyle } from './theme.ts';

/**
 * The mark drawn over a square. Each style is a shape, not just a colour, so a mark reads without
 * colour vision (WCAG 1.4.1); the square also gets a hatch and a thicker border.
 */
export function Marker({ style, color }: { style: string; color: string }) {
  const shape = (style as MarkerStyle) ?? 'outline-circle';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 100"
      className="pointer-events-none absolute inset-0 m-auto size-[88%]"
      data-marker={shape}
    >
      {shape === 'filled-circle' ? <circle cx="50" cy="50" r="40" fill={color} fillOpacity="0.45" /> : null}
      {shape === 'outline-circle' ? (
        <circle cx="50" cy="50" r="40" fill="none" stroke={color} strokeWidth="9" />
      ) : null}
      {shape === 'cross' ? (
        <path d="M18 18 L82 82 M82 18 L18 82" stroke={color} strokeWidth="11" strokeLinecap="round" />
      ) : null}
      {shape === 'check' ? (
        <path
          d="M16 54 L40 76 L86 24"
          fill="none"
          stroke={color}
          strokeWidth="12"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {shape === 'star' ? (
        <path
          d="M50 8 L61 38 L93 38 L67 57 L77 89 L50 70 L23 89 L33 57 L7 38 L39 38 Z"
          fill={color}
          fillOpacity="0.55"
          stroke={color}
          strokeWidth="4"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
