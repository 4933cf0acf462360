import { articlesArchive } from '@/lib/api/articles';

/** 204; only the session user's own article. The card leaves the lists where it is. */
export const useDeleteArticle = articlesArchive.useDelete;
