import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';

/** For articles written from a page's metadata (isGeneratedFromMetadata in the contracts). */
export function MetadataNotice({ metaDescription, tags }: { metaDescription: string; tags: string[] }) {
  const { t } = useTranslation('articles-archive');
  return (
    <Alert variant="info">
      <Info aria-hidden="true" />
      <AlertTitle>{t('metadata.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('metadata.text')}</p>
        {metaDescription && (
          <p>
            <span className="font-medium">{t('metadata.description')}</span> {metaDescription}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium">{t('metadata.tags')}</span>
          <ul className="contents">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="bg-background">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </AlertDescription>
    </Alert>
  );
}
