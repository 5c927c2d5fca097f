-- Live game rooms (docs/decisions/008-live-rooms.md). Versions come from one sequence: a change takes
-- nextval after it holds its locks, so within a room versions grow in commit order for every recipient.
CREATE SEQUENCE live_version_seq;

-- One row per room (the room id is the card id). `state` is the GameState without `players`;
-- `players_epoch` moves when player rows are deleted, so server caches know to reload them.
CREATE TABLE live_rooms (
  room_id text PRIMARY KEY,
  v bigint NOT NULL,
  players_epoch integer NOT NULL DEFAULT 0,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Per-player records (card, marks, status) in their own rows: marking locks this row and only shares
-- the room row, so players marking at once do not queue behind each other.
CREATE TABLE live_players (
  room_id text NOT NULL REFERENCES live_rooms (room_id) ON DELETE CASCADE,
  user_id text NOT NULL,
  v bigint NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX live_players_room_v ON live_players (room_id, v);

-- Committed events with their targets, read by every server after a NOTIFY. kind 'room' rows form the
-- room's ordered stream; kind 'player' rows are one player's private replies (marks). Pruned after minutes.
CREATE TABLE live_events (
  room_id text NOT NULL,
  v bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('room', 'player')),
  origin jsonb,
  events jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, v)
);
CREATE INDEX live_events_created ON live_events (created_at);

-- Stored deadlines (automatic calls, caller-gone grace, saved-game expiry), epoch ms. A poller claims due
-- rows with FOR UPDATE SKIP LOCKED and a short lease (claimed_until) so a crashed server's claim expires.
CREATE TABLE live_deadlines (
  room_id text NOT NULL,
  kind text NOT NULL,
  due_at bigint NOT NULL,
  claimed_until bigint,
  PRIMARY KEY (room_id, kind)
);
CREATE INDEX live_deadlines_due ON live_deadlines (due_at);

-- Presence across servers: each server heartbeats; rows of a server that stopped heartbeating are ignored.
CREATE TABLE live_servers (
  server_id text PRIMARY KEY,
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE live_presence (
  server_id text NOT NULL,
  room_id text NOT NULL,
  user_id text NOT NULL,
  is_caller boolean NOT NULL,
  PRIMARY KEY (server_id, room_id, user_id, is_caller)
);
CREATE INDEX live_presence_room ON live_presence (room_id);
