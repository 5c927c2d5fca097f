// Runs in a worker thread so that the load generator does not share an event loop with the server.
// Plain JavaScript: workers start without the TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, method, paths, headers, body, concurrency, maxRequests, maxMs } = workerData;
const url = new URL(baseUrl);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = new Float64Array(maxRequests);
let issued = 0;
let completed = 0;
let failures = 0;

function once(path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) failures++;
        latencies[completed++] = performance.now() - started;
        resolve();
      });
    });
    req.on('error', () => {
      failures++;
      resolve();
    });
    req.end(body);
  });
}

const started = performance.now();
const deadline = started + maxMs;
async function client() {
  // Both bounds stop the loop by themselves: a request count and a time limit.
  while (issued < maxRequests && performance.now() < deadline) {
    const path = paths[issued % paths.length];
    issued++;
    await once(path);
  }
}
await Promise.all(Array.from({ length: concurrency }, client));
const elapsedMs = performance.now() - started;
agent.destroy();

const sorted = latencies.slice(0, completed).sort();
const pick = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
parentPort.postMessage({ completed, failures, elapsedMs, p50: pick(0.5), p99: pick(0.99) });
