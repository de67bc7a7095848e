/** AUTH_SECRET if set; otherwise a random secret kept under DATA_DIR so sessions survive restarts. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadAuthSecret(options: { configured?: string; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = join(options.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
