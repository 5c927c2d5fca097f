export declare const SERVER_NODE_ARGS: string[];
export declare function serverEnvironment<T extends Record<string, string | undefined>>(
  env: T,
): T & { MALLOC_ARENA_MAX: string };
