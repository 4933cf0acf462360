import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { useArticleCount } from '../api/get-article-count';
import { CounterCard } from './counter-card';

/** How many articles the user has saved to the archive. */
export function ArticlesCountCard() {
  const { t, i18n } = useTranslation('dashboard');
  const count = useArticleCount();

  return (
    <CounterCard
      testId="articles-created"
      title={t('articles.title')}
      icon={FileText}
      query={count}
      loadFailed={t('articles.loadFailed')}
    >
      {(data) => (
        <>
          <p className="text-3xl font-bold tabular-nums">
            {new Intl.NumberFormat(i18n.resolvedLanguage).format(data.count)}
          </p>
          <p className="text-sm text-muted-foreground">{t('articles.note')}</p>
        </>
      )}
    </CounterCard>
  );
}
