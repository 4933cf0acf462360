import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generationCost,
  isFinished,
  type GenerationInput,
  type GenerationKindName,
  type GenerationOutput,
  type GenerationRecord,
  type GenerationRunStatus,
  type GenerationStage,
} from '@forja/contracts';
import { ApiRequestError } from '@/lib/api-client';
import { invalidateCredits } from '@/lib/api/credits';
import { cancelGeneration, generationQueryOptions, startGeneration } from '@/lib/api/generations';
import { queryKeys } from '@/lib/api/query-keys';
import { ensureCredits, isInsufficientCredits, showInsufficientFromError } from './credit-check';
import { followGeneration } from './follow-generation';
import { generationError, fromStoredError } from './stored-error';

/*
 * One generation of a wizard, from the credit check to its result. The caller keeps the id in
 * its draft (onStarted), so a reload or a return to the page picks the same generation up
 * again: the record is read, then followed live until it finishes. The record lives in the
 * query cache (queryKeys.generation), where the follower writes each change.
 */

export type GenerationViewStatus = 'idle' | 'starting' | GenerationRunStatus;

const RUNNING: ReadonlySet<GenerationViewStatus> = new Set(['starting', 'queued', 'running']);
/** Being started, queued or running: not finished, not idle. */
export const isGenerationRunning = (status: GenerationViewStatus): boolean => RUNNING.has(status);

export type StartOutcome =
  | { outcome: 'started'; record: GenerationRecord }
  /** Not started: too few credits (the toast said so) or the check failed. */
  | { outcome: 'refused'; afterBeforeStart: boolean }
  | { outcome: 'failed'; error: unknown };

export interface StartOptions {
  /** Runs after the credit check passed, right before the request (e.g. move to the progress step). */
  beforeStart?: () => void;
  /**
   * What the credit check asks for when the kind's own cost is only a bound and the server
   * prices the input from stored data (a video revision: its changed scenes).
   */
  cost?: number;
}

export interface UseGenerationOptions {
  /** The generation kept in the draft; null when there is none. */
  id: string | null;
  /** Keeps a started generation's id in the draft. */
  onStarted?: (record: GenerationRecord) => void;
  /**
   * The followed generation is finished (also when found finished after a reload). May be
   * called more than once for one record: make it idempotent (e.g. clear the id it keeps).
   */
  onFinished?: (record: GenerationRecord) => void;
}

export interface GenerationHandle<K extends GenerationKindName> {
  status: GenerationViewStatus;
  record: GenerationRecord | null;
  stage: GenerationStage | null;
  /** 0-100 when the provider reports it; null means "show timed progress". */
  percent: number | null;
  /** The server restarted during the first run; this is the second. */
  restarted: boolean;
  output: GenerationOutput<K> | null;
  /** Why it did not start, or why it failed; null otherwise. */
  error: ApiRequestError | null;
  /** When the generation started (ms, this browser's clock when known), for timed progress. */
  startedAt: number | null;
  cancelling: boolean;
  start: (input: GenerationInput<K>, options?: StartOptions) => Promise<StartOutcome>;
  /** The same input again, as a new generation. */
  retry: (options?: StartOptions) => Promise<StartOutcome>;
  cancel: () => Promise<void>;
}

export function useGeneration<K extends GenerationKindName>(
  kind: K,
  { id, onStarted, onFinished }: UseGenerationOptions,
): GenerationHandle<K> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [cancelling, setCancelling] = useState(false);
  const lastInput = useRef<GenerationInput<K> | null>(null);
  const callbacks = useRef({ onStarted, onFinished });
  callbacks.current = { onStarted, onFinished };

  const query = useQuery({ ...generationQueryOptions(id ?? ''), enabled: id !== null });
  const record = id !== null && query.data?.id === id ? query.data : null;
  const finished = record !== null && isFinished(record.status);

  // Follow while running; the first event (or poll) also refreshes a record read before a reload.
  useEffect(() => {
    if (id === null || finished) return;
    return followGeneration(id, {
      onRecord: (next) => queryClient.setQueryData(queryKeys.generation(id), next),
    });
  }, [id, finished, queryClient]);

  // A finished generation captured or released its credits: the balance changed.
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!record || !finished) return;
    if (!reported.current.has(record.id)) {
      reported.current.add(record.id);
      void invalidateCredits(queryClient);
    }
    callbacks.current.onFinished?.(record);
  }, [record, finished, queryClient]);

  const start = useCallback(
    async (input: GenerationInput<K>, options: StartOptions = {}): Promise<StartOutcome> => {
      const ctx = { queryClient, navigate: (to: string) => void navigate(to) };
      const cost = options.cost ?? generationCost(kind, input as never);
      if (!(await ensureCredits(ctx, cost))) return { outcome: 'refused', afterBeforeStart: false };
      lastInput.current = input;
      options.beforeStart?.();
      setStarting(true);
      setStartError(null);
      setStartedAt(Date.now());
      try {
        const started = await startGeneration(kind, input);
        queryClient.setQueryData(queryKeys.generation(started.id), started);
        callbacks.current.onStarted?.(started);
        return { outcome: 'started', record: started };
      } catch (error) {
        if (isInsufficientCredits(error)) {
          showInsufficientFromError(ctx, error, cost);
          return { outcome: 'refused', afterBeforeStart: true };
        }
        setStartError(error);
        return { outcome: 'failed', error };
      } finally {
        setStarting(false);
      }
    },
    [kind, navigate, queryClient],
  );

  const retry = useCallback(
    (options?: StartOptions) => {
      const input = lastInput.current ?? (record?.input as GenerationInput<K> | undefined);
      if (!input) return Promise.resolve<StartOutcome>({ outcome: 'refused', afterBeforeStart: false });
      return start(input, options);
    },
    [record, start],
  );

  const cancel = useCallback(async () => {
    if (id === null) return;
    setCancelling(true);
    try {
      const next = await cancelGeneration(id);
      queryClient.setQueryData(queryKeys.generation(id), next);
    } finally {
      setCancelling(false);
    }
  }, [id, queryClient]);

  const status: GenerationViewStatus = starting
    ? 'starting'
    : record
      ? record.status
      : startError
        ? 'failed'
        : 'idle';
  const error = starting
    ? null
    : startError
      ? toApiError(startError)
      : record?.status === 'failed'
        ? fromStoredError(generationError(record.error))
        : query.error
          ? toApiError(query.error)
          : null;

  return {
    status,
    record,
    stage: record?.stage ?? null,
    percent: record?.percent ?? null,
    restarted: record?.restarted ?? false,
    output: record?.status === 'succeeded' ? (record.output as GenerationOutput<K>) : null,
    error,
    startedAt: startedAt ?? (record ? Date.parse(record.startedAt) : null),
    cancelling,
    start,
    retry,
    cancel,
  };
}

function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError({
    status: 0,
    code: 'INTERNAL_ERROR',
    message: error instanceof Error ? error.message : String(error),
  });
}
