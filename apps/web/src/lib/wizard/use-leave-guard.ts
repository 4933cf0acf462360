import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';

/*
 * Asks before leaving a page with unsaved work: the browser's own prompt for a reload, a closed
 * tab or another site (beforeunload), and for a move inside the app React Router's blocker,
 * which the page answers with a dialog (components/wizard/leave-guard-dialog.tsx).
 */

/** Navigations that carry this state are never held: signing out removes the drafts anyway. */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

const leavesWithoutAsking = (location: Location) =>
  typeof location.state === 'object' &&
  location.state !== null &&
  (location.state as { leaveWithoutAsking?: unknown }).leaveWithoutAsking === true;

export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname && !leavesWithoutAsking(nextLocation),
  );
}
