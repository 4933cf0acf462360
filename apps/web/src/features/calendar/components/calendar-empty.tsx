import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, FileText, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Nothing in this period: where schedules come from (the studios' results and the archives). */
export function CalendarEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed bg-card px-4 py-10 text-center">
      <CalendarDays aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{filtered ? t('empty.titleFiltered') : t('empty.title')}</p>
      <p className="max-w-prose text-sm text-muted-foreground">{t('empty.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to={paths.createArticle}>
            <FileText aria-hidden="true" />
            {t('empty.articleStudio')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.generateVideo}>
            <Video aria-hidden="true" />
            {t('empty.videoStudio')}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          {/* The archives are on the dashboard; the articles' opens first. */}
          <Link to={paths.dashboard} state={{ openArchive: 'articles' }}>
            {t('empty.archives')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
