import { articlesArchive } from '@/lib/api/articles';

/*
 * Under the ['articles'] prefix on purpose: whatever saves or deletes an article
 * (the wizard, the archive) invalidates ['articles'] and this counter follows, without
 * the features importing each other.
 */
export const useArticleCount = articlesArchive.useCount;
