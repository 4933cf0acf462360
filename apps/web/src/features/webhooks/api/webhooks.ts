import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpoints,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookDeliveryList,
  type WebhookList,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/*
 * Settings -> Webhooks (/api/webhooks). The signing secret of a new endpoint is handed to the
 * caller only, never put in the query cache: the list is read again instead.
 */
const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', 'deliveries', id] as const;
/** While a delivery waits for a try, its list is read again this often. */
const PENDING_POLL_MS = 3000;

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: ({ signal }) => apiCall(webhookEndpoints.list, { signal }),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => apiCall(webhookEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useUpdateWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookBody) => apiCall(webhookEndpoints.update, { params: { id }, body }),
    // The answer goes into the list at once, so the switch does not flick back while it is read again.
    onSuccess: (saved) =>
      queryClient.setQueryData<WebhookList>(WEBHOOKS_QUERY_KEY, (list) =>
        list ? { items: list.items.map((hook) => (hook.id === saved.id ? saved : hook)) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useDeleteWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(webhookEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

/** "Send test" and "Send again" queue a delivery: the endpoint's lists show it at once. */
function useQueuedDelivery<T>(id: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
        queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY, exact: true }),
      ]),
  });
}

export function useTestWebhook(id: string) {
  return useQueuedDelivery(id, () => apiCall(webhookEndpoints.test, { params: { id } }));
}

export function useResendDelivery(id: string) {
  return useQueuedDelivery(id, (deliveryId: string) =>
    apiCall(webhookEndpoints.resend, { params: { id, deliveryId } }),
  );
}

const anyPending = (list: WebhookDeliveryList | undefined) =>
  list?.items.some((delivery) => delivery.status === 'pending') ?? false;

/** An endpoint's deliveries, newest first; read again while any still waits for a try. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => apiCall(webhookEndpoints.deliveries, { params: { id }, signal }),
    refetchInterval: (query) => (anyPending(query.state.data) ? PENDING_POLL_MS : false),
  });
}
