// `npm start`: build the web app and compile the server if their sources changed (a second
// start with nothing changed builds neither), then run the compiled server in this process.
import v8 from 'node:v8';
import { buildServerIfChanged } from './server-build.mjs';
import { buildWebIfChanged } from './web-build.mjs';

/*
 * The embedded database is PostgreSQL compiled to WebAssembly (9 MB of code). V8 re-compiles a
 * WebAssembly function with its optimising compiler once it has run "enough"; by default the
 * start alone (opening the data folder, the migrations check, pg-boss) crosses that line for
 * hundreds of functions that then sit idle: ~400 ms of CPU and ~35 MB of resident code. With a
 * 100× budget only what keeps running (the queries the studio really makes) gets optimised,
 * a little later. Set before PGlite compiles its module. docs/ARCHITECTURE.md, "Start-up".
 */
v8.setFlagsFromString('--wasm-tiering-budget=180000000');

buildWebIfChanged();
const server = await buildServerIfChanged();
// Error stacks name the TypeScript sources, not the bundle's lines.
process.setSourceMapsEnabled(true);
await import(server);
