import type { GenerationRecord } from '@forja/contracts';
import { VERSIONS_KEPT, type ArticleDraft, type ArticleVersion } from './article-draft';

/*
 * Every article generated in a draft stays reachable on step 5: the versions list keeps the
 * generation ids (the server keeps each text), and which library article each was saved as.
 */

/** The versions after `record` arrived, the current one's save state remembered. */
export function addVersion(d: ArticleDraft, record: GenerationRecord): ArticleVersion[] {
  const kept = rememberSave(d).filter((v) => v.generationId !== record.id);
  const added = {
    generationId: record.id,
    createdAt: record.finishedAt ?? record.startedAt,
    savedArticleId: null,
  };
  return [...kept, added].slice(-VERSIONS_KEPT);
}

/** The versions with the current article's library id written into its entry. */
export function rememberSave(d: ArticleDraft): ArticleVersion[] {
  const known = d.versions.some((v) => v.generationId === d.generationId);
  const versions =
    known || d.generationId === null
      ? d.versions
      : // A draft from before versions were kept: its article joins the list.
        [
          ...d.versions,
          { generationId: d.generationId, createdAt: new Date().toISOString(), savedArticleId: null },
        ];
  return versions.map((v) =>
    v.generationId === d.generationId ? { ...v, savedArticleId: d.savedArticleId } : v,
  );
}
