// Builds the web app when its sources changed since the last build (or always with --force).
// Used by `npm start` (so a second start with nothing changed skips the build) and `npm run build`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources, root } from './source-hash.mjs';

const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/app.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'packages/contracts/src',
  'package-lock.json',
];

export function buildWebIfChanged({ force = false } = {}) {
  const sourceHash = hashSources(inputs);
  const builtHash = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && sourceHash === builtHash && fs.existsSync(path.join(dist, 'index.html'))) return false;
  console.log('Building the web app…');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  fs.writeFileSync(stampFile, sourceHash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebIfChanged({ force: process.argv.includes('--force') });
}
