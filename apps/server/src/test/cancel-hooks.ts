import type { StoredFile } from '@forja/contracts';
import type { CreditOperations } from '../modules/credits/credits.service.js';
import type { FilesService } from '../modules/files/files.service.js';
import { createGenerationEngine } from '../modules/generation/generation-engine.service.js';
import type { Services } from '../modules/server-module.js';

/** The generation id of capture's first argument (a run `{ generationId, attempt }`). */
const idOf = (first: unknown): string =>
  typeof first === 'string' ? first : (first as { generationId: string }).generationId;

/**
 * Lets a test make a cancel land at an exact moment of a generation: right before the engine's
 * capture (the result is in, its files stored, not yet charged), or right after a file is
 * stored. `install` gives the engine and files service to put in the app's services.
 */
export function cancelHooks() {
  const hooks = {
    /** Runs once, before the next capture. */
    beforeCapture: null as ((generationId: string) => Promise<void>) | null,
    /** Runs after each file the generations store. */
    afterStore: null as ((file: StoredFile) => Promise<void>) | null,
    reset() {
      hooks.beforeCapture = null;
      hooks.afterStore = null;
    },
    install(s: Services): { files: FilesService; generationEngine: Services['generationEngine'] } {
      const ops = s.creditOperations;
      const capture: CreditOperations['capture'] = async (...args) => {
        const before = hooks.beforeCapture;
        hooks.beforeCapture = null;
        await before?.(idOf(args[0]));
        return ops.capture(...args);
      };
      const files: FilesService = {
        ...s.files,
        async store(input) {
          const stored = await s.files.store(input);
          await hooks.afterStore?.(stored);
          return stored;
        },
      };
      return { files, generationEngine: createGenerationEngine({ ...ops, capture }, s.log) };
    },
  };
  return hooks;
}
