import { ArticleWizardPage } from '@/features/article-wizard/components/article-wizard-page';

export function Component() {
  return <ArticleWizardPage />;
}
