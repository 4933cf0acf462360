import { ArticleWizardPage } from '@/features/article-wizard/components/article-wizard-page';
import { StudioAccessGate } from '@/features/plan-access/components/studio-access-gate';

export function Component() {
  return (
    <StudioAccessGate studio="article">
      <ArticleWizardPage />
    </StudioAccessGate>
  );
}
