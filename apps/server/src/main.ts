import { exitWithStartupError } from './runtime.js';
import { serve } from './serve.js';

/** `npm start`: the studio in the role FORJA_ROLE gives it (all by default). */
serve().catch(exitWithStartupError);
