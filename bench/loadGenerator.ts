import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  baseUrl: string;
  method: 'GET' | 'POST';
  /** Requests cycle through these paths. */
  paths: string[];
  headers?: Record<string, string>;
  body?: string;
  concurrency: number;
  maxRequests: number;
  maxMs: number;
}

export interface LoadResult {
  completed: number;
  failures: number;
  elapsedMs: number;
  p50: number;
  p99: number;
}

/** Runs one bounded load test from a worker thread (its own event loop) and returns the figures. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), {
      workerData: { headers: {}, body: undefined, ...spec },
    });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}
