// `npm start`: build the web app and compile the server if their sources changed (a second
// start with nothing changed builds neither), then run the compiled server in this process.
import { buildServerIfChanged } from './server-build.mjs';
import { buildWebIfChanged } from './web-build.mjs';

buildWebIfChanged();
const server = await buildServerIfChanged();
// Error stacks name the TypeScript sources, not the bundle's lines.
process.setSourceMapsEnabled(true);
await import(server);
