import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radar } from 'lucide-react';
import type { DetectResult, GenerationFamily } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useApplyDetectedService } from '../api/apply-detected-service';
import { useDetectLocalServices } from '../api/detect-local-services';

type Found = DetectResult['services'][number];

/** A model server writes text; an automation can serve every family through its webhooks. */
const FAMILIES_FOR: Record<Found['service'], GenerationFamily[]> = {
  openai: ['article', 'video', 'videoScript'],
  automation: ['article', 'image', 'video', 'videoScript'],
};

function FoundService({ found }: { found: Found }) {
  const { t } = useTranslation('back-office-overview');
  const apply = useApplyDetectedService();
  const [model, setModel] = useState(found.models[0] ?? '');
  const use = () =>
    apply.mutate(
      { service: found.service, families: FAMILIES_FOR[found.service], ...(model ? { model } : {}) },
      {
        onSuccess: () => toast.success(t(`detect.applied.${found.service}`)),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  return (
    <li className="grid gap-2 rounded-md border bg-card p-3 text-sm">
      <p>
        <span className="font-medium">{t(`detect.services.${found.service}`)}</span>{' '}
        <code className="rounded bg-muted px-1 py-0.5 text-xs break-all">{found.address}</code>
      </p>
      {found.found ? (
        <div className="flex flex-wrap items-end gap-2">
          {found.models.length > 1 && (
            <label className="grid gap-1">
              <span className="text-xs text-muted-foreground">{t('detect.model')}</span>
              <select
                value={model}
                onChange={(e) => setModel(e.target.value)}
                className="h-9 rounded-md border border-input bg-background px-2"
              >
                {found.models.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </label>
          )}
          <Button size="sm" onClick={use} disabled={apply.isPending}>
            {apply.isPending && <Spinner />}
            {t(`detect.use.${found.service}`)}
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('detect.notFound')}</p>
      )}
    </li>
  );
}

/** Looks for the usual self-hosted neighbours on the server's machine and offers to use them. */
export function DetectPanel() {
  const { t } = useTranslation('back-office-overview');
  const detect = useDetectLocalServices();
  return (
    <section aria-labelledby="detect-title" className="grid gap-3 rounded-lg bg-muted/50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="detect-title" className="font-medium">
            {t('detect.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('detect.description')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => detect.mutate()} disabled={detect.isPending}>
          {detect.isPending ? <Spinner /> : <Radar aria-hidden="true" />}
          {t('detect.run')}
        </Button>
      </div>
      <div aria-live="polite">
        {detect.isError && <p className="text-sm text-destructive">{errorMessage(t, detect.error)}</p>}
        {detect.data && (
          <ul className="grid gap-2 sm:grid-cols-2">
            {detect.data.services.map((s) => (
              <FoundService key={s.service} found={s} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
