import { exitWithStartupError } from './runtime.js';
import { serve } from './serve.js';

/**
 * `npm run worker`: a worker whatever FORJA_ROLE says: every job handler, no pages and no API,
 * the health probes on PORT. Needs PostgreSQL (DATABASE_URL).
 */
serve({ role: 'worker' }).catch(exitWithStartupError);
