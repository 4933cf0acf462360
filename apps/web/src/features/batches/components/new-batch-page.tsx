import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Eye, List } from 'lucide-react';
import { STUDIOS, studioSchema, type BatchPreview, type BatchSource, type Studio } from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { OptionSelect } from '@/components/form/option-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { BATCH_STUDIO_PARAM, batchPath, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDraft } from '@/lib/wizard/use-draft';
import { previewBatch, useCreateBatch } from '../api/batches';
import { batchDraftStore } from '../model/batch-draft';
import { batchErrorMessage, fileTooLarge, fileToBase64, sourceRefusalMessage } from '../model/batch-source';
import { BatchKitFields, useKitChoice } from './batch-kit-fields';
import { BatchPreviewSummary } from './batch-preview-summary';
import { BatchPreviewTable } from './batch-preview-table';
import { BatchSourceFields } from './batch-source-fields';

interface ChosenFile {
  /** The studio it was chosen for: another studio's columns differ, so it is chosen again. */
  studio: Studio;
  name: string;
  /** Its bytes in base64, as the request carries them. */
  content: string;
}

/**
 * A new batch (docs/product/batches.md): the studio (the one that linked here, or chosen),
 * the list or CSV, the brand kit and automatic saving; then the preview of every row with its
 * problems and the total against the credits; then Start. The typed list and the options
 * survive a reload (the draft); a CSV file is chosen again.
 */
export function NewBatchPage() {
  const { t } = useTranslation('batches');
  useDocumentTitle(t('new.title'));
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { userId, draft, update } = useDraft(batchDraftStore);
  const [chosenFile, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<{ key: string; preview: BatchPreview } | null>(null);

  // The studio that linked here wins over the draft's.
  const linked = studioSchema.safeParse(params.get(BATCH_STUDIO_PARAM));
  useEffect(() => {
    if (linked.success && linked.data !== draft.studio) update({ studio: linked.data });
  }, [linked.success, linked.data, draft.studio, update]);
  const studio: Studio = (linked.success ? linked.data : draft.studio) ?? STUDIOS[0];
  const file = chosenFile?.studio === studio ? chosenFile : null;

  const kit = useKitChoice(draft.brandKit);
  const kitId = kit.kitId;
  const source: BatchSource | null =
    draft.format === 'lines'
      ? draft.text.trim()
        ? { studio, format: 'lines', content: draft.text, brandKitId: kitId, autoSave: draft.autoSave }
        : null
      : file
        ? { studio, format: 'csv', content: file.content, brandKitId: kitId, autoSave: draft.autoSave }
        : null;
  const sourceKey = source ? JSON.stringify(source) : '';
  const preview = previewed && previewed.key === sourceKey ? previewed.preview : null;

  const previewing = useMutation({
    mutationFn: previewBatch,
    onSuccess: (answer, sent) => setPreviewed({ key: JSON.stringify(sent), preview: answer }),
  });
  const starting = useCreateBatch();

  const chooseFile = async (chosen: File | null) => {
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    // The server's own refusal, said before a megabyte is read and sent.
    if (fileTooLarge(chosen)) return setFileError(sourceRefusalMessage(t, { reason: 'too_large', line: 1 }));
    try {
      setFile({ studio, name: chosen.name, content: await fileToBase64(chosen) });
    } catch {
      setFileError(t('source.fileUnreadable'));
    }
  };

  const start = () => {
    if (!source) return;
    starting.mutate(source, {
      onSuccess: (batch) => {
        batchDraftStore.reset(userId);
        void navigate(batchPath(batch.id));
      },
    });
  };

  // A new source or option asks for a new preview; the last answer's error goes with it.
  const { reset: resetPreviewing } = previewing;
  const { reset: resetStarting } = starting;
  useEffect(() => {
    resetPreviewing();
    resetStarting();
  }, [sourceKey, resetPreviewing, resetStarting]);

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('new.title')}</h1>
          <p className="text-muted-foreground">{t('new.subtitle')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.batches}>
            <List aria-hidden="true" />
            {t('list.title')}
          </Link>
        </Button>
      </div>

      <Card className="py-5 sm:py-6">
        <CardContent className="grid gap-5 px-4 sm:px-6">
          <OptionSelect
            id={`${id}-studio`}
            label={t('new.studio')}
            value={studio}
            options={STUDIOS}
            optionLabel={(option) => t(`studios.${option}`)}
            onChange={(next) => {
              update({ studio: next });
              if (linked.success)
                void navigate(`${paths.newBatch}?${BATCH_STUDIO_PARAM}=${next}`, { replace: true });
            }}
          />
          <BatchSourceFields
            key={studio}
            studio={studio}
            draft={draft}
            onChange={update}
            fileName={file?.name ?? null}
            onFile={(chosen) => void chooseFile(chosen)}
            fileError={fileError}
          />
          <BatchKitFields draft={draft} onChange={update} kit={kit} />
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={!source || previewing.isPending || kit.loading}
            onClick={() => source && previewing.mutate(source)}
          >
            {previewing.isPending ? <Spinner /> : <Eye aria-hidden="true" />}
            {previewing.isPending ? t('new.previewing') : t('new.preview')}
          </Button>
          {!source && (
            <p className="text-sm text-muted-foreground">
              {draft.format === 'lines' ? t('new.typeIdeas') : t('new.chooseFile')}
            </p>
          )}
        </CardContent>
      </Card>

      <ErrorAlert
        title={t('new.previewFailed')}
        message={previewing.isError ? batchErrorMessage(t, previewing.error) : null}
      />

      {preview && (
        <section aria-labelledby={`${id}-preview`} className="grid gap-4">
          <h2 id={`${id}-preview`} className="text-xl font-semibold">
            {t('preview.title')}
          </h2>
          <BatchPreviewTable preview={preview} />
          <BatchPreviewSummary preview={preview} starting={starting.isPending} onStart={start} />
          <ErrorAlert
            title={t('new.startFailed')}
            message={starting.isError ? batchErrorMessage(t, starting.error) : null}
          />
        </section>
      )}
    </div>
  );
}
