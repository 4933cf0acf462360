import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { SubmitButton } from '@/components/form/submit-button';
import { settingsErrorMessage } from './settings-error';

export type SaveOutcome =
  { state: 'success'; values: string } | { state: 'error'; error: unknown; values: string };

/** Save button and the save state: idle (nothing shown), saving, success or error. */
export function SaveBar({
  outcome,
  canSave,
}: {
  outcome: SaveOutcome | { state: 'saving' } | undefined;
  canSave: boolean;
}) {
  const { t } = useTranslation('generation-settings');
  const saving = outcome?.state === 'saving';
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-1 py-3 backdrop-blur">
      <div className="mr-auto min-h-5 text-sm" role="status" aria-live="polite">
        {outcome?.state === 'success' && (
          <span className="flex items-center gap-2 text-green-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('save.success')}
          </span>
        )}
        {outcome?.state === 'error' && (
          <span className="flex items-start gap-2 text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-medium">{t('save.error')}</span>{' '}
              {settingsErrorMessage(t, outcome.error, 'update')}
            </span>
          </span>
        )}
        {!outcome && !canSave && <span className="text-muted-foreground">{t('save.unchanged')}</span>}
      </div>
      <SubmitButton pending={saving} pendingLabel={t('save.saving')} disabled={!canSave}>
        {t('save.button')}
      </SubmitButton>
    </div>
  );
}
