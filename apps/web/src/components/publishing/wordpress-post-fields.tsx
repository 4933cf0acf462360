import type { ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** What a WordPress post carries besides the article itself; categories and tags as typed (commas). */
export interface WordPressPostValues {
  title: string;
  excerpt: string;
  categories: string;
  tags: string;
}

/** The fields' texts, translated by the caller (its own namespace is loaded with its page). */
export interface WordPressPostLabels {
  title: string;
  excerpt: string;
  categories: string;
  tags: string;
  commaHint: string;
}

interface Props {
  idPrefix: string;
  labels: WordPressPostLabels;
  values: WordPressPostValues;
  onChange: (change: Partial<WordPressPostValues>) => void;
  /** Translated messages by field name. */
  errors?: Partial<Record<keyof WordPressPostValues, string>>;
  /** A field shown before categories and tags (the wizard's post status). */
  leading?: ReactNode;
}

/**
 * A WordPress post's title, excerpt, categories and tags: the same fields for the wizard's
 * publish form and for a scheduled post (scheduling/ScheduleDialog).
 */
export function WordPressPostFields({ idPrefix, labels, values, onChange, errors = {}, leading }: Props) {
  return (
    <>
      <FormField id={`${idPrefix}-title`} label={labels.title} error={errors.title}>
        {(control) => (
          <Input {...control} value={values.title} onChange={(e) => onChange({ title: e.target.value })} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-excerpt`} label={labels.excerpt} error={errors.excerpt}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.excerpt}
            onChange={(e) => onChange({ excerpt: e.target.value })}
          />
        )}
      </FormField>
      <div className={cn('grid gap-4', leading ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {leading}
        <FormField
          id={`${idPrefix}-categories`}
          label={labels.categories}
          hint={labels.commaHint}
          error={errors.categories}
        >
          {(control) => (
            <Input
              {...control}
              value={values.categories}
              onChange={(e) => onChange({ categories: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-tags`} label={labels.tags} hint={labels.commaHint} error={errors.tags}>
          {(control) => (
            <Input {...control} value={values.tags} onChange={(e) => onChange({ tags: e.target.value })} />
          )}
        </FormField>
      </div>
    </>
  );
}
