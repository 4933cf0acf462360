import {
  GENERATION_KINDS,
  type GenerationInput,
  type GenerationKindName,
  type GenerationOutput,
} from '@forja/contracts';
import type { GenerationProvider } from '../../integrations/generation/index.js';
import type { FilesService } from '../files/files.service.js';
import type { WorkContext } from './generation-engine.service.js';
import { asGenerationError } from './generation-errors.js';
import type { Services } from '../server-module.js';

declare module '../server-module.js' {
  interface ServerModule {
    /**
     * The work of the generation kinds this module owns (its studio's kinds). Every kind of
     * GENERATION_KINDS has its work in exactly one module; the generation module refuses to start otherwise.
     */
    kinds?(s: Services): KindWorks;
  }
}

/**
 * What a kind's work gets besides its input: the family's provider, the engine's context and
 * storage. Anything else a kind needs (a speech engine, the video studio, the media tools) its
 * module reaches through its own services, so the generation module knows no studio.
 */
export interface KindContext extends WorkContext {
  userId: string;
  provider: GenerationProvider;
  /** Storage as the engine hands it: what the work stores is deleted again if its result is not kept. */
  files: FilesService;
  /** Hosts the provider's links may use even when private: its own, and the operator's list. */
  linkHosts: readonly string[];
  /** Records the image family's provider when the work draws pictures with it (demo-output.ts). */
  recordImageProvider(kind: string): Promise<void>;
}

/** What a queued kind's accept step gets: the generation just held, before its job is sent. */
export interface AcceptContext {
  userId: string;
  generationId: string;
}

/**
 * How the server does one kind of generation. Everything else about a kind (its input and
 * output schemas, cost, family, whether it is queued) is declared in the contracts'
 * GENERATION_KINDS; the module that owns the kind contributes its work (ServerModule.kinds).
 */
export interface KindWork<K extends GenerationKindName> {
  /** What the generation row keeps of the input, when not all of it. */
  recordInput?: (input: GenerationInput<K>) => unknown;
  run: (input: GenerationInput<K>, ctx: KindContext) => Promise<GenerationOutput<K>>;
  /** Queued kinds: runs once the credits are held, before the job is sent; a failure cancels the generation. */
  accepted?: (input: GenerationInput<K>, ctx: AcceptContext) => Promise<void>;
  /** A second identical request of the same user within this time answers the first generation. */
  debounceMs?: number;
  /**
   * The price when it depends on what the server keeps (a video revision costs the scenes it
   * changes from the stored video): replaces the contract's cost, which is then only the most it
   * can be. It may refuse the input (an AppError, e.g. 404 for another user's video).
   */
  price?: (input: GenerationInput<K>, ctx: { userId: string }) => Promise<number>;
}

/** What one module contributes: the works of the kinds it owns. */
export type KindWorks = { [K in GenerationKindName]?: KindWork<K> };
/** Every kind's work, gathered from the modules. */
export type KindWorkTable = { [K in GenerationKindName]: KindWork<K> };

/** The provider's own call: whatever it throws becomes a GenerationError. */
export async function callProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw asGenerationError(error);
  }
}

/**
 * Every kind's work from the modules that contribute them. A kind of GENERATION_KINDS with no
 * work, or with two, is a mistake in the modules: refused at start rather than answered 500
 * (or by the wrong module) at the first generation.
 */
export function gatherKindWorks(
  contributions: readonly { module: string; works: KindWorks }[],
): KindWorkTable {
  const table: Partial<Record<GenerationKindName, KindWork<never>>> = {};
  const owner = new Map<string, string>();
  for (const { module, works } of contributions) {
    for (const [kind, work] of Object.entries(works) as [GenerationKindName, KindWork<never>][]) {
      if (!(kind in GENERATION_KINDS)) {
        throw new Error(
          `Module "${module}" does the work of "${kind}", which is not a kind of GENERATION_KINDS.`,
        );
      }
      const first = owner.get(kind);
      if (first)
        throw new Error(`The kind "${kind}" has two works: in module "${first}" and in "${module}".`);
      owner.set(kind, module);
      table[kind] = work;
    }
  }
  const missing = Object.keys(GENERATION_KINDS).filter((kind) => !owner.has(kind));
  if (missing.length > 0) {
    throw new Error(
      `No module does the work of the kind(s) ${missing.join(', ')}: add it to the owning module's kinds.`,
    );
  }
  return table as KindWorkTable;
}
