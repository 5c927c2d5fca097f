-- Accounts (issue P4): passwords, verified addresses, profile fields of spec §3 User.
ALTER TABLE users ADD COLUMN password_hash text;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN address_info jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE users ADD COLUMN tour_complete boolean NOT NULL DEFAULT false;

-- Single-use secrets sent by email: verification links, magic links, reset links and OTPs. Only a sha256
-- hash is stored; `payload` carries what the secret unlocks (a pending password hash, a new address).
CREATE TABLE account_tokens (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'magic', 'reset', 'otp')),
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX account_tokens_hash ON account_tokens (purpose, token_hash);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Mail kept here when no SMTP server is configured; administrators read it at /admin/testemails/.
CREATE TABLE email_outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_created ON email_outbox (created_at DESC);
