import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, CircleDot } from 'lucide-react';
import type { SetupItem, SetupState } from '@forja/contracts';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';

const STATE_ICON: Record<SetupState, { icon: typeof CircleCheck; className: string }> = {
  ready: { icon: CircleCheck, className: 'text-success' },
  fallback: { icon: CircleDot, className: 'text-info' },
  missing: { icon: CircleAlert, className: 'text-destructive' },
};

/** One part of the studio: its state, how it runs now, and exactly what configures it. */
export function SetupItemRow({ item }: { item: SetupItem }) {
  const { t } = useTranslation('back-office-overview');
  const { icon: Icon, className } = STATE_ICON[item.state];
  const generation = item.id.startsWith('generation.');
  const headingId = `setup-${item.id.replace('.', '-')}`;
  return (
    <li className="grid gap-2 border-t px-4 py-4 first:border-t-0 sm:px-6" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', className)} />
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <h3 id={headingId} className="font-medium">
            {t(`setup.items.${item.id}.title`)}
          </h3>
          <span className={cn('text-sm font-medium', className)}>{t(`setup.states.${item.state}`)}</span>
        </div>
      </div>
      <div className="grid gap-2 pl-8 text-sm">
        <p>
          {t(`setup.modes.${item.mode}`, { defaultValue: item.mode })}
          {item.detail && (
            <>
              {' · '}
              <code className="rounded bg-muted px-1 py-0.5 text-xs break-all">{item.detail}</code>
            </>
          )}
        </p>
        {item.state !== 'ready' || item.registerUrls.length > 0 ? (
          <p className="text-muted-foreground">{t(`setup.items.${item.id}.howTo`)}</p>
        ) : null}
        {item.envVars.length > 0 && item.state !== 'ready' && (
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="text-muted-foreground">{t('setup.envVars')}</span>
            {item.envVars.map((v) => (
              <code key={v} className="rounded bg-muted px-1.5 py-0.5 text-xs">
                {v}
              </code>
            ))}
          </p>
        )}
        {item.registerUrls.map((url) => (
          <p key={url} className="flex flex-wrap items-center gap-1.5">
            <span className="text-muted-foreground">{t('setup.registerUrl')}</span>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">{url}</code>
          </p>
        ))}
        {generation && item.state !== 'ready' && (
          <Link
            to={paths.backOfficeGenerationSettings}
            className="w-fit font-medium text-primary underline underline-offset-4"
          >
            {t('setup.openGenerationSettings')}
          </Link>
        )}
      </div>
    </li>
  );
}
