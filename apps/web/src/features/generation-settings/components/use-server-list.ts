import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isHttpUrl, type ServerFailureResult, type ServerKind } from '@forja/contracts';
import { queryKeys } from '@/lib/api/query-keys';
import { listServerModels, listServerVoices } from '../api/generation-servers';
import type { ServerConnection } from './form-values';

export interface ListOption {
  id: string;
  label: string;
}

export interface ServerList {
  /** Asks the server at this address (the current one by default) for its list again. */
  load: (baseUrl?: string) => void;
  loading: boolean;
  /** The list for the current address: null when the server offers none (voices). */
  options: ListOption[] | null | undefined;
  failure: ServerFailureResult | undefined;
  /** The request itself failed (network, session). */
  error: unknown;
}

/**
 * A model server's model (or voice) list for the address in the form. It is asked for only
 * on purpose (the saved address when the page opens, a preset picked, Refresh), never while
 * an address is being typed; a list shown always belongs to the address shown. The key is
 * read from the form when the request goes out.
 */
export function useServerList(
  what: 'models' | 'voices',
  kind: ServerKind,
  connection: ServerConnection,
  options: { connectionNow: () => ServerConnection; loadAtStart: boolean },
): ServerList {
  const baseUrl = connection.baseUrl;
  const [asked, setAsked] = useState<string | null>(() =>
    options.loadAtStart && isHttpUrl(baseUrl) ? baseUrl : null,
  );
  const active = asked !== null && asked === baseUrl;
  const query = useQuery({
    queryKey: queryKeys.adminServerList(what, kind, asked ?? '', connection.useStoredKey),
    queryFn: async ({ signal }) => {
      const now = options.connectionNow();
      const body = {
        baseUrl: now.baseUrl,
        ...(now.apiKey ? { apiKey: now.apiKey } : {}),
        useStoredKey: now.useStoredKey,
      };
      if (what === 'voices') {
        const result = await listServerVoices(body, signal);
        return result.ok ? { ...result, options: result.voices } : result;
      }
      const result = await listServerModels({ kind, ...body }, signal);
      return result.ok ? { ...result, options: result.models.map((id) => ({ id, label: id })) } : result;
    },
    enabled: active,
    staleTime: Infinity,
    retry: false,
  });
  const data = active ? query.data : undefined;
  return {
    load: (url = baseUrl) => {
      if (!isHttpUrl(url)) return;
      if (url === asked) void query.refetch();
      else setAsked(url);
    },
    loading: active && query.isFetching,
    options: data?.ok ? data.options : undefined,
    failure: data && !data.ok ? data : undefined,
    error: active ? query.error : undefined,
  };
}
