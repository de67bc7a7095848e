/** Where the browser suites find Debian's Chromium, and why they must be skipped when they cannot. */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Why the browser suites cannot run here, or undefined when they can. In CI a missing Chromium is never
 * a reason to skip: the suites run and fail with "Chromium not found".
 */
export function chromiumUnavailableReason(): string | undefined {
  if (existsSync(CHROMIUM_PATH) || process.env.CI) return undefined;
  return `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
}
