import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { DashboardPage, type ArchiveSection } from '@/features/dashboard/components/dashboard-page';
import { ArticlesArchive } from '@/features/articles-archive/components/articles-archive';

/* The dashboard shows the archives that exist; images, videos and scripts join with their features. */
export function Component() {
  const { t } = useTranslation('articles-archive');
  const archives: ArchiveSection[] = [
    {
      value: 'articles',
      title: t('title'),
      description: t('description'),
      icon: FileText,
      content: <ArticlesArchive />,
    },
  ];
  return <DashboardPage archives={archives} />;
}
