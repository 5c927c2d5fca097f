/** Values below this are Unix seconds rather than milliseconds (V-9). */
const SECONDS_THRESHOLD = 9_999_999_999;

/** V-9: dd/mm/yy in UTC for a timestamp given in seconds (below 9999999999) or milliseconds, or an ISO string. */
export function formatDate(value: number | string): string {
  const ms = typeof value === 'string' ? Date.parse(value) : value < SECONDS_THRESHOLD ? value * 1000 : value;
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)}`;
}
