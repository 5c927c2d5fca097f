/** Stable keys for placeholder squares and skeletons, which have no identity of their own. */
export const PLACEHOLDER_KEYS = Array.from({ length: 15 }, (_, n) => `placeholder-${n}`);
