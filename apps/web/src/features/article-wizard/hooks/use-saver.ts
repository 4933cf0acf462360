import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSaver, type SaverState } from '../actions/save';

/** The user's article saver: its state for the buttons, and the request to save. */
export function useSaver(userId: string): { state: SaverState; failed: boolean; save: () => void } {
  const queryClient = useQueryClient();
  const entry = getSaver(userId, queryClient);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => void entry.listeners.delete(listener);
    },
    [entry],
  );
  const state = useSyncExternalStore(subscribe, () => entry.saver.state());
  const failed = useSyncExternalStore(subscribe, () => entry.failed);
  const save = useCallback(() => void entry.saver.request(), [entry]);
  return { state, failed, save };
}
