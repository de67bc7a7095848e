/** Locates the project's folders whether code runs from src/ (tsx, tests) or from the dist/ bundle. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Could not find the project root (a folder with package.json and drizzle/)');
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'drizzle');
export const webBuildFolder = join(projectRoot, 'dist', 'web');
export const databaseTemplateFile = join(projectRoot, 'dist', 'db-template.tar.gz');
