/** One server-to-client frame (protocol §1): {type, payload, v, roundId, ts, requestId?}. */
export interface Envelope {
  type: string;
  payload: Record<string, unknown>;
  v: number;
  roundId: string | null;
  ts: number;
  requestId?: string;
}

/** Serialises a frame once, as bytes, so that a broadcast does not re-encode it per socket. */
export function encodeFrame(envelope: Envelope): Buffer {
  return Buffer.from(JSON.stringify(envelope));
}
