import type { Logger } from 'pino';
import type { Tx } from '../../db/client.js';

/**
 * What a run wrote besides its generation row, and what becomes of it. A kind's work says
 * how its result is kept (`whenKept`: its library row completed, its files kept, inside the
 * transaction that charges it) and how it is undone (`whenDiscarded`: the files it stored,
 * deleted). The engine decides once, in one statement (credit-operations capture): kept and
 * charged, or discarded and free.
 *
 * An undo registered after the decision went against the result (the work, aborted, was still
 * storing a file) runs at once: nothing a discarded run writes outlives it.
 */
export interface ResultFate {
  whenKept(keep: (tx: Tx) => Promise<void>): void;
  whenDiscarded(undo: () => Promise<void>): void;
  /** Runs every `whenKept` in the capture's transaction (a throw undoes the capture). */
  keep(tx: Tx): Promise<void>;
  /** Runs every undo once; later ones run as they come. Never throws (a failure is logged). */
  discard(): Promise<void>;
}

export function createResultFate(log: Logger, generationId: string): ResultFate {
  const keeps: ((tx: Tx) => Promise<void>)[] = [];
  const undos: (() => Promise<void>)[] = [];
  let discarded = false;

  const undo = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      // The hourly cleanup takes what was stored and never kept (files.deleteExpired).
      log.warn({ err, generationId }, 'could not undo what a discarded generation wrote');
    }
  };

  return {
    whenKept(keep) {
      if (!discarded) keeps.push(keep);
    },
    whenDiscarded(fn) {
      if (discarded) void undo(fn);
      else undos.push(fn);
    },
    async keep(tx) {
      for (const keep of keeps) await keep(tx);
    },
    async discard() {
      discarded = true;
      keeps.length = 0;
      for (const fn of undos.splice(0)) await undo(fn);
    },
  };
}
