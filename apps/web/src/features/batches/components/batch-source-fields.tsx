import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileUp } from 'lucide-react';
import { BATCH_ROWS_MAX, batchOf, type Studio } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { csvTemplate, csvTemplateHref } from '../model/batch-source';
import type { BatchDraft } from '../model/batch-draft';

interface BatchSourceFieldsProps {
  studio: Studio;
  draft: BatchDraft;
  onChange: (patch: Partial<BatchDraft>) => void;
  /** The chosen CSV file's name (the file itself is the page's). */
  fileName: string | null;
  onFile: (file: File | null) => void;
  /** A refusal of the file (too large, unreadable), translated. */
  fileError: string | null;
}

/**
 * Where the rows come from: a list typed one idea per line, or a CSV file whose header names
 * the studio's columns (the template to download has them), with what each column means.
 */
export function BatchSourceFields({
  studio,
  draft,
  onChange,
  fileName,
  onFile,
  fileError,
}: BatchSourceFieldsProps) {
  const { t } = useTranslation('batches');
  const id = useId();
  const columns = batchOf(studio).columns;
  const template = csvTemplate(columns, t('template.exampleIdea'));
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('source.format')}</legend>
        <RadioGroup
          value={draft.format}
          onValueChange={(format) => onChange({ format: format === 'csv' ? 'csv' : 'lines' })}
          className="grid gap-2 sm:grid-cols-2"
        >
          {(['lines', 'csv'] as const).map((format) => (
            <div key={format} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-${format}`} value={format} />
              <Label htmlFor={`${id}-${format}`}>{t(`source.formats.${format}`)}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      {draft.format === 'lines' ? (
        <FormField
          id={`${id}-list`}
          label={t('source.lines')}
          hint={t('source.linesHint', { max: BATCH_ROWS_MAX, column: columns[0] })}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              value={draft.text}
              onChange={(event) => onChange({ text: event.target.value })}
              placeholder={t('source.linesPlaceholder')}
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-3">
          <FormField
            id={`${id}-file`}
            label={t('source.file')}
            hint={t('source.fileHint', { max: BATCH_ROWS_MAX })}
            error={fileError ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => onFile(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          {fileName && (
            <p className="flex items-center gap-2 text-sm" data-testid="batch-file-name">
              <FileUp aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('source.chosenFile', { name: fileName })}
            </p>
          )}
        </div>
      )}

      <div className="grid gap-2 rounded-md bg-muted/60 p-3 text-sm">
        <p>{t('template.columns', { columns: columns.join(', '), main: columns[0] })}</p>
        <p className="text-muted-foreground">{t('template.emptyCells')}</p>
        <a
          href={csvTemplateHref(template)}
          download={`${studio}-batch-template.csv`}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('template.download')}
        </a>
      </div>
    </div>
  );
}
