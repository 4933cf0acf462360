import type { UseQueryResult } from '@tanstack/react-query';
import type { Inbox } from '@forja/contracts';

/*
 * The bell reads the inbox through the scheduling feature's hooks (useInbox,
 * useMarkInboxRead), which app/ hands it: features never import each other.
 */
export interface InboxApi {
  inbox: Pick<UseQueryResult<Inbox>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** Marks these (or, without ids, every one) read. */
  markRead: { mutate: (ids?: string[]) => void; isPending: boolean };
}
