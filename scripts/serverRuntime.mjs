// How the server process runs: `npm start` (scripts/start.mjs) and the live benchmark start it with
// these Node arguments and environment defaults. ADR 011.

/**
 * V8 lets the old generation grow to up to four times the live objects before its next full
 * collection, and keeps the pages it grew to. After a burst (5,000 players joining) that left about
 * 300 MB of heap around 70 MB of live objects. Growing by at most half keeps it near 150 MB with no
 * measurable cost to call fan-out (ADR 011 has the figures, and why not --optimize-for-size).
 */
export const SERVER_NODE_ARGS = ['--heap-growing-percent=50'];

/**
 * Two malloc arenas instead of glibc's eight per core: the server's native memory (socket buffers, the
 * embedded database) stays close to what it uses instead of fragmenting across arenas. An operator's
 * own value wins.
 */
export function serverEnvironment(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
