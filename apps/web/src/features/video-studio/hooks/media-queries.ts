import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mediaEndpoints,
  type MediaItem,
  type MediaType,
  type StockPickBody,
  type StockProvider,
  type StockSearchQuery,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { uploadFile } from '@/lib/upload-file';

/*
 * The media library and stock footage as the scenes step's picker uses them. Every query sits
 * under ['media'], so an upload or a stock pick shows at once in the "earlier uploads" list.
 */
export const mediaKeys = {
  all: () => ['media'] as const,
  list: (type: MediaType | 'all', search: string) => ['media', 'list', type, search] as const,
  stock: (search: Omit<StockSearchQuery, 'page'>) => ['media', 'stock', search] as const,
};

const MEDIA_PAGE_SIZE = 12;

/** The user's uploads and stock picks, newest first, a page at a time. */
export function useMediaList(search = '') {
  return useInfiniteQuery({
    queryKey: mediaKeys.list('all', search),
    queryFn: ({ pageParam, signal }) =>
      apiCall(mediaEndpoints.list, {
        query: { limit: MEDIA_PAGE_SIZE, q: search || undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export interface StockSearch {
  provider: StockProvider;
  type: MediaType;
  query: string;
  orientation?: StockSearchQuery['orientation'];
}

/** A stock search, a page at a time ("Load more"); nothing is asked while the words are empty. */
export function useStockSearch(search: StockSearch) {
  return useInfiniteQuery({
    queryKey: mediaKeys.stock(search),
    queryFn: ({ pageParam, signal }) =>
      apiCall(mediaEndpoints.stockSearch, { query: { ...search, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.configured && last.hasMore ? pages.length + 1 : undefined),
    enabled: search.query.trim() !== '',
    // The providers' results barely change: a tab switched back and forth asks once.
    staleTime: 5 * 60_000,
  });
}

/** Keeps one stock result in the media library (a second pick answers the stored item). */
export function useStockPick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockPickBody) => apiCall(mediaEndpoints.stockPick, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...mediaKeys.all(), 'list'] }),
  });
}

/** Uploads a picture or clip with progress; the list shows it afterwards. */
export function useMediaUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      file: File;
      onProgress: (fraction: number) => void;
      signal: AbortSignal;
    }): Promise<MediaItem> =>
      uploadFile(mediaEndpoints.upload, {
        query: { name: input.file.name.slice(0, 200) || 'upload' },
        file: input.file,
        onProgress: input.onProgress,
        signal: input.signal,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...mediaKeys.all(), 'list'] }),
  });
}
