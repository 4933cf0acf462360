import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wordpressScheduleFieldsSchema, type WordPressScheduleFields } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { Spinner } from '@/components/ui/spinner';
import { settingsTab } from '@/config/paths';
import { WordPressPostFields, type WordPressPostValues } from '@/components/publishing/wordpress-post-fields';
import { useWordPressConnection } from '@/lib/api/connections';
import { errorMessage, validationMessage } from '@/lib/errors';

const asText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;

interface Props {
  formId: string;
  /** The article's own title, meta description and tags: what an immediate publish sends. */
  defaults: { title: string; excerpt: string; tags: string[] };
  /** A scheduled post's fields being edited. */
  initial?: Record<string, unknown> | null;
  serverFields: Record<string, string[]> | undefined;
  onSubmit: (fields: WordPressScheduleFields) => void;
}

/** A scheduled post's title, excerpt, categories and tags, once WordPress is connected. */
export function WordPressScheduleForm({ formId, defaults, initial, serverFields, onSubmit }: Props) {
  const { t } = useTranslation('scheduling');
  const connection = useWordPressConnection();
  const [values, setValues] = useState<WordPressPostValues>({
    title: asText(initial?.title) ?? defaults.title,
    excerpt: asText(initial?.excerpt) ?? defaults.excerpt,
    categories: asText(initial?.categories) ?? '',
    tags: asText(initial?.tags) ?? defaults.tags.join(', '),
  });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const shown: Record<string, string[] | undefined> = { ...serverFields, ...fields };
  const errors = Object.fromEntries(
    (['title', 'excerpt', 'categories', 'tags'] as const)
      .filter((name) => shown[name]?.[0])
      .map((name) => [name, validationMessage(t, shown[name]![0])]),
  );

  if (connection.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (connection.isError) {
    return (
      <LoadError
        title={t('wordpress.loadFailed')}
        message={errorMessage(t, connection.error)}
        onRetry={() => void connection.refetch()}
        retrying={connection.isFetching}
      />
    );
  }
  if (!connection.wordpress?.connected) {
    return (
      <div className="grid gap-2 text-sm">
        <p className="font-medium">{t('wordpress.notConnected')}</p>
        <p>{t('wordpress.connectHint')}</p>
        <Link to={settingsTab('connections')} className="font-medium underline underline-offset-4">
          {t('wordpress.connectLink')}
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = wordpressScheduleFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (next[String(issue.path[0])] ??= []).push(issue.message);
      setFields(next);
      return;
    }
    setFields({});
    onSubmit({ ...parsed.data, title: parsed.data.title || defaults.title });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
      <WordPressPostFields
        idPrefix={formId}
        labels={{
          title: t('wordpress.postTitle'),
          excerpt: t('wordpress.excerpt'),
          categories: t('wordpress.categories'),
          tags: t('wordpress.tags'),
          commaHint: t('wordpress.commaHint'),
        }}
        values={values}
        onChange={(change) => setValues((old) => ({ ...old, ...change }))}
        errors={errors}
      />
    </form>
  );
}

/** Whether the WordPress form (and so a submit button) shows. */
export function useWordPressReady(): boolean {
  return useWordPressConnection().wordpress?.connected === true;
}
