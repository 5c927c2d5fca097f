import { useMemo, useState } from 'react';

/**
 * The player's marks with taps shown at once: a tap overrides the server's list until the server's
 * next playerState, which is the truth (an override is dropped when the list it was made on changes).
 */
export function useMarks(serverKeys: readonly number[]) {
  const [pending, setPending] = useState<{ base: readonly number[]; overrides: Map<number, boolean> }>({
    base: serverKeys,
    overrides: new Map(),
  });
  const overrides = pending.base === serverKeys ? pending.overrides : null;
  const marked = useMemo(() => {
    const set = new Set(serverKeys);
    for (const [key, on] of overrides ?? []) {
      if (on) set.add(key);
      else set.delete(key);
    }
    return set;
  }, [serverKeys, overrides]);
  function setMark(key: number, on: boolean) {
    const next = new Map(overrides ?? []);
    next.set(key, on);
    setPending({ base: serverKeys, overrides: next });
  }
  return { marked, setMark };
}
