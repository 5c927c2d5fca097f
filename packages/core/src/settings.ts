/** V-8: a boolean setting is 0, 1, true or false (as a boolean, number or string); anything else is refused. */
export function parseBooleanSetting(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}
