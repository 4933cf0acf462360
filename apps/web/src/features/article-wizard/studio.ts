import { FilePen } from 'lucide-react';
import { ARTICLE_COST } from '@forja/contracts';
import { paths } from '@/config/paths';
import type { StudioDeclaration } from '@/lib/studio';

/** The article studio's wizard, as app/studios.ts lists it. */
export const articleStudio: StudioDeclaration = {
  id: 'article',
  screen: {
    path: paths.createArticle,
    load: () => import('./components/article-wizard-page').then((m) => ({ Component: m.ArticleWizardPage })),
    namespaces: ['article-wizard', 'brand-kit-picker'],
    navLabelKey: 'nav.createArticle',
    icon: FilePen,
  },
  planLine: { key: 'articles', count: (credits) => Math.floor(credits / ARTICLE_COST) },
};
