import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field-styles';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { loadSourceText, useTextSources } from '../api/saved-sources';

/** "Read a saved script or article": a list of the latest ones; picking one fills the text. */
export function SourcePicker({
  onPick,
  disabled,
}: {
  onPick: (text: string, title: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('voice-over-studio');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const sources = useTextSources(open);

  if (!open)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        <BookOpen aria-hidden="true" />
        {t('text.pickSource')}
      </Button>
    );

  const pick = async (key: string) => {
    const source = sources.data?.find((s) => `${s.kind}:${s.id}` === key);
    if (!source) return;
    setLoading(true);
    try {
      onPick(await loadSourceText(source), source.title);
      setOpen(false);
    } catch (error) {
      toast.error(t('text.sourceFailed'), { description: errorMessage(t, error) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="voice-over-source" className="text-sm font-medium">
        {t('text.sourceLabel')}
      </label>
      {sources.isPending ? (
        <Spinner />
      ) : sources.isError ? (
        <p className="text-sm text-destructive">{errorMessage(t, sources.error)}</p>
      ) : sources.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('text.noSources')}</p>
      ) : (
        <div className="flex items-center gap-2">
          <select
            id="voice-over-source"
            className={inputStyles}
            defaultValue=""
            disabled={loading}
            onChange={(event) => void pick(event.target.value)}
          >
            <option value="" disabled>
              {t('text.sourcePlaceholder')}
            </option>
            <optgroup label={t('text.scripts')}>
              {sources.data
                .filter((s) => s.kind === 'script')
                .map((s) => (
                  <option key={s.id} value={`script:${s.id}`}>
                    {s.title}
                  </option>
                ))}
            </optgroup>
            <optgroup label={t('text.articles')}>
              {sources.data
                .filter((s) => s.kind === 'article')
                .map((s) => (
                  <option key={s.id} value={`article:${s.id}`}>
                    {s.title}
                  </option>
                ))}
            </optgroup>
          </select>
          {loading && <Spinner />}
        </div>
      )}
    </div>
  );
}
