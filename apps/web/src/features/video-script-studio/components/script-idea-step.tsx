import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbulb } from 'lucide-react';
import { IDEA_MAX_LENGTH, isIdeaLongEnough } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ScriptStudio } from '../hooks/use-script-studio';

const EXAMPLES = ['one', 'two', 'three'] as const;

/** Step 1: the idea (more than 10 characters), with three sample ideas to start from. */
export function ScriptIdeaStep({ studio }: { studio: ScriptStudio }) {
  const { t } = useTranslation('video-script-studio');
  const [examplesOpen, setExamplesOpen] = useState(false);
  const { draft, update, showErrors } = studio;
  const error = showErrors && !isIdeaLongEnough(draft.idea) ? t('idea.tooShort') : undefined;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        studio.forward();
      }}
    >
      <FormField
        id="script-idea"
        label={t('idea.label')}
        error={error}
        hint={t('idea.hint')}
        labelAside={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={examplesOpen}
            aria-controls="script-examples"
            onClick={() => setExamplesOpen((open) => !open)}
          >
            <Lightbulb aria-hidden="true" />
            {t('idea.examples')}
          </Button>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={draft.idea}
            maxLength={IDEA_MAX_LENGTH}
            placeholder={t('idea.placeholder')}
            onChange={(event) => update({ idea: event.target.value })}
          />
        )}
      </FormField>
      {examplesOpen && (
        <ul
          id="script-examples"
          className="grid gap-2 rounded-md border bg-muted/40 p-3"
          aria-label={t('idea.examples')}
        >
          {EXAMPLES.map((key) => (
            <li key={key}>
              <Button
                type="button"
                variant="ghost"
                className="h-auto w-full justify-start text-left whitespace-normal"
                onClick={() => {
                  update({ idea: t(`idea.example.${key}`) });
                  setExamplesOpen(false);
                }}
              >
                {t(`idea.example.${key}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
