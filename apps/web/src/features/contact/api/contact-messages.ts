import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageList } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/contact-messages — administrators only; newest first. */
export function getContactMessages(signal?: AbortSignal): Promise<ContactMessageList> {
  return api.get<ContactMessageList>('/api/admin/contact-messages', { signal });
}

export const contactMessagesQueryOptions = queryOptions({
  queryKey: queryKeys.adminContactMessages(),
  queryFn: ({ signal }) => getContactMessages(signal),
});

export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions);
}

/** PATCH /api/admin/contact-messages/:id — mark handled, or open again. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.patch<void>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, { handled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryOptions.queryKey }),
  });
}
