import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
