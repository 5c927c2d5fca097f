-- Users: anonymous visitors are real users with role 'anon' (spec §6); email stays empty for them.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text,
  role text NOT NULL CHECK (role IN ('anon', 'subscriber', 'administrator')),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE email IS NOT NULL;

-- Rotating refresh tokens, stored as sha256 hashes. A family is one login; reusing a rotated token
-- revokes the whole family (reuse detection).
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Cards keep the whole client-writable payload as jsonb; the columns beside it are what lists
-- filter and sort on.
CREATE TABLE cards (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  card_type text NOT NULL,
  card_grid smallint NOT NULL,
  payload jsonb NOT NULL,
  clone_card_id uuid REFERENCES cards (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_user_updated ON cards (user_id, updated_at DESC);
-- Title search is per user; this index serves prefix matches and keeps infix scans within one user.
CREATE INDEX cards_user_title ON cards (user_id, lower(title) text_pattern_ops);

CREATE TABLE card_images (
  id uuid PRIMARY KEY,
  card_id uuid NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blob_key text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_images_card ON card_images (card_id);
