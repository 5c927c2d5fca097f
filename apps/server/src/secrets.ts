import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_SECRET_LENGTH = 32;

interface SecretsFile {
  jwtSecret: string;
}

/**
 * The HS256 key: JWT_SECRET when given, otherwise a random one generated on first start and kept in
 * DATA_DIR/secrets.json (mode 0600) so tokens survive restarts. Never a built-in default.
 */
export function loadJwtSecret(fromEnv: string | null, dataDir: string): Uint8Array {
  if (fromEnv !== null) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  return new TextEncoder().encode(readOrCreateSecretsFile(dataDir).jwtSecret);
}

export function secretsFilePath(dataDir: string): string {
  return join(dataDir, 'secrets.json');
}

function readOrCreateSecretsFile(dataDir: string): SecretsFile {
  const path = secretsFilePath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    const fresh: SecretsFile = { jwtSecret: randomBytes(48).toString('base64url') };
    // 'wx' fails when the file exists, so two servers starting at once cannot overwrite each other.
    writeFileSync(path, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<SecretsFile>;
  if (typeof stored.jwtSecret !== 'string' || stored.jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${path} has no usable jwtSecret; delete it to generate a new one.`);
  }
  return { jwtSecret: stored.jwtSecret };
}
