import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); the server applies them at start.
// A module may keep its own tables beside it (modules/<m>/<name>.table.ts): found here, with no
// list to add them to.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/db/schema/index.ts', './apps/server/src/modules/*/*.table.ts'],
  out: './apps/server/src/db/migrations',
});
