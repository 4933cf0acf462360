import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX_LENGTH } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { generationQueryOptions } from '@/lib/api/generations';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import type { VideoStudio } from '../hooks/use-video-studio';

/**
 * Step 2: the suggested titles as radio choices with the chosen one editable, or a free title
 * field when none came back. Administrators also see the provider's raw reply, for debugging.
 */
export function VideoTitleStep({ studio }: { studio: VideoStudio }) {
  const { t } = useTranslation('video-studio');
  const { draft, update, showErrors } = studio;
  const error = showErrors && draft.title.trim() === '' ? t('titleStep.required') : undefined;
  const titles = draft.suggestedTitles;
  return (
    <div className="grid gap-5">
      {titles.length === 0 ? (
        <Alert variant="info">
          <AlertDescription>{t('titleStep.none')}</AlertDescription>
        </Alert>
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">{t('titleStep.suggested')}</legend>
          <RadioGroup
            value={titles.includes(draft.title) ? draft.title : ''}
            onValueChange={(title) => update({ title })}
            className="gap-2"
          >
            {titles.map((title, index) => (
              <Label
                key={title}
                htmlFor={`video-title-${index}`}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 leading-snug font-normal transition-colors hover:bg-muted',
                  title === draft.title && 'border-primary bg-accent hover:bg-accent',
                )}
              >
                <RadioGroupItem id={`video-title-${index}`} value={title} className="mt-0.5" />
                <span className="min-w-0 break-words">{title}</span>
              </Label>
            ))}
          </RadioGroup>
        </fieldset>
      )}
      <FormField
        id="video-title"
        label={titles.length === 0 ? t('titleStep.label') : t('titleStep.editLabel')}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={TITLE_MAX_LENGTH}
            placeholder={t('titleStep.placeholder')}
            onChange={(event) => update({ title: event.target.value })}
          />
        )}
      </FormField>
      <RawReply generationId={draft.titlesGenerationId} />
    </div>
  );
}

/** The title-ideas generation as the server keeps it, for administrators only. */
function RawReply({ generationId }: { generationId: string | null }) {
  const { t } = useTranslation('video-studio');
  const { user } = useSession();
  const isAdmin = user?.isAdmin === true;
  const record = useQuery({
    ...generationQueryOptions(generationId ?? ''),
    enabled: isAdmin && !!generationId,
  });
  if (!isAdmin || !generationId || !record.data) return null;
  return (
    <details className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="raw-reply">
      <summary className="cursor-pointer font-medium">
        {t('titleStep.raw', { provider: record.data.provider })}
      </summary>
      <pre className="mt-2 max-h-64 overflow-auto text-xs break-words whitespace-pre-wrap">
        {JSON.stringify(record.data.output, null, 2)}
      </pre>
    </details>
  );
}
