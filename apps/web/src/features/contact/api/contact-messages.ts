import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type ContactMessageList } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** Administrators only; newest first. */
export function getContactMessages(signal?: AbortSignal): Promise<ContactMessageList> {
  return apiCall(adminEndpoints.contactMessages, { signal });
}

export const contactMessagesQueryOptions = queryOptions({
  queryKey: queryKeys.adminContactMessages(),
  queryFn: ({ signal }) => getContactMessages(signal),
});

export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions);
}

/** Mark handled, or open again. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiCall(adminEndpoints.updateContactMessage, { params: { id }, body: { handled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryOptions.queryKey }),
  });
}
