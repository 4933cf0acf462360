import { useTranslation } from 'react-i18next';
import { TITLE_MAX_LENGTH } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import type { ArticleDraft } from '../model/article-draft';

interface TitleStepProps {
  draft: ArticleDraft;
  onTitleChange: (title: string) => void;
  showErrors: boolean;
}

/**
 * Step 2: the suggested titles as radio choices (the first selected) with the chosen title
 * editable underneath, or a free title field when none came back.
 */
export function TitleStep({ draft, onTitleChange, showErrors }: TitleStepProps) {
  const { t } = useTranslation('article-wizard');
  const error = showErrors && draft.title.trim() === '' ? t('titleStep.required') : undefined;

  const titleField = (label: string, hint?: string) => (
    <FormField id="article-title" label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          value={draft.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder={t('titleStep.placeholder')}
          onChange={(event) => onTitleChange(event.target.value)}
        />
      )}
    </FormField>
  );

  if (draft.suggestedTitles.length === 0) {
    return (
      <div className="grid gap-4">
        <Alert variant="info">
          <AlertDescription>{t('titleStep.none')}</AlertDescription>
        </Alert>
        {titleField(t('titleStep.label'))}
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{t('titleStep.suggested')}</legend>
        <RadioGroup
          value={draft.suggestedTitles.includes(draft.title) ? draft.title : ''}
          onValueChange={onTitleChange}
          className="gap-2"
        >
          {draft.suggestedTitles.map((title, index) => {
            const id = `article-title-${index}`;
            const selected = title === draft.title;
            return (
              <Label
                key={title}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 leading-snug font-normal transition-colors hover:bg-muted',
                  selected && 'border-primary bg-accent hover:bg-accent',
                )}
              >
                <RadioGroupItem id={id} value={title} className="mt-0.5" />
                <span className="min-w-0 break-words">{title}</span>
              </Label>
            );
          })}
        </RadioGroup>
      </fieldset>
      {/* The chosen title can always be changed, or replaced by one of the user's own. */}
      {titleField(t('titleStep.editLabel'), t('titleStep.editHint'))}
    </div>
  );
}
