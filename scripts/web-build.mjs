// Builds the web app when its sources changed since the last build (or always with --force).
// Used by `npm start` (so a second start with nothing changed skips the build) and `npm run build`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function hashSources() {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(path.relative(root, p)).update(fs.readFileSync(p));
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest('hex');
}

export function buildWebIfChanged({ force = false } = {}) {
  const sourceHash = hashSources();
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
