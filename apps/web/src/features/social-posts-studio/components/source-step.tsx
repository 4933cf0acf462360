import { useTranslation } from 'react-i18next';
import {
  IDEA_MAX_LENGTH,
  isIdeaLongEnough,
  SOCIAL_SOURCE_STUDIOS,
  type SocialSourceStudio,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { SearchBox } from '@/components/form/search-box';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { relativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import type { ChosenSource, PostsDraft } from '../model/posts-draft';

/** One saved article, video script or video the posts can be written from. */
export interface SourceItem {
  id: string;
  title: string;
  createdAt: string;
}

export interface SourceStepProps {
  draft: Pick<PostsDraft, 'mode' | 'idea' | 'sourceStudio' | 'source'>;
  onChange: (patch: Partial<PostsDraft>) => void;
  /** After a forward that was refused: the missing idea or item is pointed out. */
  showErrors: boolean;
  /** The saved items of `draft.sourceStudio`, newest first, as the page found them for `onSearch`. */
  sources: {
    items: SourceItem[] | undefined;
    failed: boolean;
    search: string;
    onSearch: (text: string) => void;
  };
  /** Enter in the idea: the page's forward. */
  onSubmit: () => void;
}

/** Step 1: write from an idea, or from one of the user's saved articles, video scripts or videos. */
export function SourceStep({ draft, onChange, showErrors, sources, onSubmit }: SourceStepProps) {
  const { t } = useTranslation('social-posts');
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('source.modeLabel')}</legend>
        <RadioGroup
          className="grid-cols-1 sm:grid-cols-2"
          value={draft.mode}
          onValueChange={(mode) => onChange({ mode: mode as PostsDraft['mode'] })}
        >
          {(['idea', 'source'] as const).map((mode) => (
            <Label
              key={mode}
              htmlFor={`posts-mode-${mode}`}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`posts-mode-${mode}`} value={mode} />
              {t(`source.modes.${mode}`)}
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      {draft.mode === 'idea' ? (
        <FormField
          id="posts-idea"
          label={t('source.ideaLabel')}
          hint={t('source.ideaHint')}
          error={showErrors && !isIdeaLongEnough(draft.idea) ? t('source.ideaTooShort') : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={draft.idea}
              maxLength={IDEA_MAX_LENGTH}
              placeholder={t('source.ideaPlaceholder')}
              onChange={(event) => onChange({ idea: event.target.value })}
            />
          )}
        </FormField>
      ) : (
        <SourcePicker draft={draft} onChange={onChange} showErrors={showErrors} sources={sources} />
      )}
    </form>
  );
}

function SourcePicker({ draft, onChange, showErrors, sources }: Omit<SourceStepProps, 'onSubmit'>) {
  const { t, i18n } = useTranslation('social-posts');
  const missing = showErrors && !draft.source;
  const choose = (item: SourceItem) =>
    onChange({
      source: { studio: draft.sourceStudio, id: item.id, title: item.title } satisfies ChosenSource,
    });
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t('source.studioLabel')} className="flex flex-wrap gap-2">
        {SOCIAL_SOURCE_STUDIOS.map((studio: SocialSourceStudio) => (
          <button
            key={studio}
            type="button"
            aria-pressed={draft.sourceStudio === studio}
            className={cn(
              'min-h-10 rounded-full border px-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
              draft.sourceStudio === studio && 'border-primary bg-primary text-primary-foreground',
            )}
            onClick={() => onChange({ sourceStudio: studio })}
          >
            {t(`source.studios.${studio}`)}
          </button>
        ))}
      </div>
      <SearchBox id="posts-source-search" label={t('source.search')} onSearch={sources.onSearch} />
      {draft.source && (
        <p className="text-sm font-medium" data-testid="chosen-source">
          {t('source.chosen', { title: draft.source.title })}
        </p>
      )}
      {sources.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('source.loadFailed')}
        </p>
      ) : !sources.items ? (
        <div className="grid gap-2" aria-label={t('source.loading')} aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sources.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {sources.search ? t('source.noMatch') : t('source.empty')}
        </p>
      ) : (
        <RadioGroup
          aria-label={t('source.listLabel')}
          aria-invalid={missing || undefined}
          className="max-h-80 gap-2 overflow-y-auto"
          value={draft.source?.studio === draft.sourceStudio ? draft.source.id : ''}
          onValueChange={(id) => {
            const item = sources.items?.find((i) => i.id === id);
            if (item) choose(item);
          }}
        >
          {sources.items.map((item) => (
            <Label
              key={item.id}
              htmlFor={`posts-source-${item.id}`}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 font-normal has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`posts-source-${item.id}`} value={item.id} />
              <span className="grid min-w-0 gap-0.5">
                <span className="break-words">{item.title}</span>
                <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
                  {relativeTime(item.createdAt, i18n.resolvedLanguage)}
                </time>
              </span>
            </Label>
          ))}
        </RadioGroup>
      )}
      {missing && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('source.required')}
        </p>
      )}
    </div>
  );
}
