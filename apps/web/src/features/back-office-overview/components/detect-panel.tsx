import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radar, Sparkles } from 'lucide-react';
import {
  MODEL_SERVER_SERVICES,
  type DetectableService,
  type DetectResult,
  type GenerationFamily,
} from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useApplyDetectedService } from '../api/apply-detected-service';
import { useDetectLocalServices } from '../api/detect-local-services';

type Found = DetectResult['services'][number];

const isModelServer = (service: DetectableService) =>
  (MODEL_SERVER_SERVICES as readonly DetectableService[]).includes(service);

/** A model server writes text; an automation can serve every family through its webhooks. */
const familiesFor = (service: DetectableService): GenerationFamily[] =>
  isModelServer(service) ? ['article', 'video', 'videoScript'] : ['article', 'image', 'video', 'videoScript'];

function FoundService({ found }: { found: Found }) {
  const { t } = useTranslation('back-office-overview');
  const apply = useApplyDetectedService();
  const [model, setModel] = useState(found.models[0] ?? '');
  const modelId = `detect-model-${found.service}`;
  const use = () =>
    apply.mutate(
      { service: found.service, families: familiesFor(found.service), ...(model ? { model } : {}) },
      {
        onSuccess: () => toast.success(t(`detect.applied.${found.service}`)),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  // A model server that answers is the offer of this panel: it stands out.
  const offer = found.found && isModelServer(found.service);
  return (
    <li
      className={cn(
        'grid gap-2 rounded-md border bg-card p-3 text-sm',
        offer && 'border-primary/40 ring-1 ring-primary/20',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {offer && <Sparkles aria-hidden="true" className="size-4 text-primary" />}
        <span className="font-medium">{t(`detect.services.${found.service}`)}</span>
        <code className="rounded bg-muted px-1 py-0.5 text-xs break-all">{found.address}</code>
      </p>
      {found.found ? (
        <div className="flex flex-wrap items-end gap-2">
          {found.models.length > 1 && (
            <div className="grid min-w-0 gap-1">
              <label htmlFor={modelId} className="text-xs text-muted-foreground">
                {t('detect.model')}
              </label>
              <select
                id={modelId}
                value={model}
                onChange={(e) => setModel(e.target.value)}
                className="h-9 max-w-full rounded-md border border-input bg-background px-2"
              >
                {found.models.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </div>
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

/**
 * Looks for the usual self-hosted neighbours on the server's machine when the checklist opens
 * (and again on request), and offers to use what answers.
 */
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
        <Button
          variant="outline"
          size="sm"
          onClick={() => void detect.refetch()}
          disabled={detect.isFetching}
        >
          {detect.isFetching ? <Spinner /> : <Radar aria-hidden="true" />}
          {detect.isFetching ? t('detect.running') : t('detect.run')}
        </Button>
      </div>
      <div aria-live="polite">
        {detect.isError && <p className="text-sm text-destructive">{errorMessage(t, detect.error)}</p>}
        {detect.data && (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {detect.data.services.map((s) => (
              <FoundService key={s.service} found={s} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
