// `npm start`: build the web app if its sources changed, then run the server in this
// process (TypeScript through tsx, so there is no separate compile step).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfChanged } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfChanged();
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
