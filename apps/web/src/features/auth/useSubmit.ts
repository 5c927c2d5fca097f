import { useState } from 'react';
import type { ApiResult } from '../../api/request.ts';

/** A form submission: busy while it runs, the server's message when it fails, onDone when it works. */
export function useSubmit<T>(run: () => Promise<ApiResult<T>>, onDone: (result: ApiResult<T>) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event?: { preventDefault(): void }) {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await run();
      if (result.status) onDone(result);
      else setError(result.message ?? 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, submit };
}
