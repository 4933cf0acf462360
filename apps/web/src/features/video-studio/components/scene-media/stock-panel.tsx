import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import {
  MEDIA_TYPES,
  STOCK_PROVIDERS,
  STOCK_QUERY_MAX_LENGTH,
  type MediaItem,
  type MediaType,
  type StockProvider,
  type StockResult,
  type VideoResolution,
} from '@forja/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { useStockPick, useStockSearch } from '../../hooks/media-queries';
import { KeywordsField } from './keywords-field';
import { orientationOf, PROVIDER_NAMES } from './media-choice';
import { LoadMore } from './load-more';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { MediaTile, TILE_GRID } from './media-tile';

interface StockPanelProps {
  sceneId: string;
  keywords: string[];
  resolution: VideoResolution;
  onKeywords: (keywords: string[]) => void;
  onPick: (item: MediaItem) => void;
}

/**
 * Stock footage searched by the scene's words (Pexels or Pixabay, photos or clips, shaped like
 * the video); a pick is stored in the user's media library by the server, then used.
 */
export function StockPanel({ sceneId, keywords, resolution, onKeywords, onPick }: StockPanelProps) {
  const { t } = useTranslation('video-studio');
  const [provider, setProvider] = useState<StockProvider>('pexels');
  const [type, setType] = useState<MediaType>('video');
  const query = keywords.join(' ').slice(0, STOCK_QUERY_MAX_LENGTH);
  const search = useStockSearch({ provider, type, query, orientation: orientationOf(resolution) });
  const pick = useStockPick();
  const [picking, setPicking] = useState<string | null>(null);
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const configured = search.data?.pages[0]?.configured ?? true;
  const choose = (result: StockResult) => {
    setPicking(result.id);
    pick.mutate(
      { provider: result.provider, type: result.type, id: result.id },
      { onSuccess: onPick, onSettled: () => setPicking(null) },
    );
  };
  return (
    <div className="grid gap-3">
      <KeywordsField id={`scene-keywords-${sceneId}`} keywords={keywords} onChange={onKeywords} />
      <div className="flex flex-wrap gap-3">
        <Toggle
          label={t('media.stock.provider')}
          values={STOCK_PROVIDERS}
          value={provider}
          name={(p) => PROVIDER_NAMES[p]}
          onChange={setProvider}
        />
        <Toggle
          label={t('media.stock.type')}
          values={MEDIA_TYPES}
          value={type}
          name={(v) => t(`media.stock.types.${v}`)}
          onChange={setType}
        />
      </div>
      {query === '' ? (
        <p className="text-sm text-muted-foreground">{t('media.stock.noKeywords')}</p>
      ) : !configured ? (
        <NotConfigured provider={provider} />
      ) : search.isPending ? (
        <div className={TILE_GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      ) : search.isError ? (
        <ErrorAlert message={errorMessage(t, search.error)} />
      ) : results.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('media.stock.noResults')}</p>
      ) : (
        <ul className={TILE_GRID} data-testid="stock-results" aria-busy={pick.isPending || undefined}>
          {results.map((result) => (
            <MediaTile
              key={`${result.provider}-${result.id}`}
              src={result.thumbnailUrl}
              label={t('media.stock.use', { author: result.credit.author })}
              clip={result.type === 'video'}
              durationSeconds={result.durationSeconds}
              busy={picking === result.id}
              disabled={pick.isPending}
              onPick={() => choose(result)}
              caption={result.credit.author}
            />
          ))}
        </ul>
      )}
      {pick.isError && <ErrorAlert message={errorMessage(t, pick.error)} />}
      {configured && <LoadMore list={search} />}
    </div>
  );
}

/** The provider's key is not set: who can set it, and where (a link for those who can). */
function NotConfigured({ provider }: { provider: StockProvider }) {
  const { t } = useTranslation('video-studio');
  const permissions = usePermissions();
  return (
    <Alert variant="info" data-testid="stock-not-configured">
      <Info aria-hidden="true" />
      <AlertDescription>
        <p>{t('media.stock.notConfigured', { provider: PROVIDER_NAMES[provider] })}</p>
        {permissions.can('settings.manage') && (
          <Link to={paths.backOfficeGenerationSettings} className="font-medium underline underline-offset-4">
            {t('media.stock.openSettings')}
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}

interface ToggleProps<T extends string> {
  label: string;
  values: readonly T[];
  value: T;
  name: (value: T) => string;
  onChange: (value: T) => void;
}

/** A small segmented switch (two or three choices), one button pressed. */
function Toggle<T extends string>({ label, values, value, name, onChange }: ToggleProps<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md bg-muted p-1">
      {values.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={v === value}
          className={cn(
            'rounded-sm px-3 py-1 text-sm font-medium text-muted-foreground outline-none',
            'focus-visible:ring-2 focus-visible:ring-ring',
            v === value && 'bg-background text-foreground shadow-sm',
          )}
          onClick={() => onChange(v)}
        >
          {name(v)}
        </button>
      ))}
    </div>
  );
}
