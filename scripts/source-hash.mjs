// One hash of the files under some paths of the repository (tests left out), so `npm start` can
// tell whether what it built earlier (the web app, the server bundle) still matches its sources.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function hashSources(inputs) {
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
