import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, Clock, Download, RotateCcw, Save } from 'lucide-react';
import { toSrt, toVtt, VOICE_OVER_TITLE_MAX_LENGTH } from '@forja/contracts';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSaveVoiceOver } from '@/lib/api/voice-overs';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { fileNameFrom } from '@/lib/video-format';
import type { VoiceOverStudio } from '../hooks/use-voice-over-studio';
import { Waveform } from './waveform';

/** A text file the browser downloads (the subtitles are written here from the real word timings). */
function textDownload(text: string, type: string): string {
  return URL.createObjectURL(new Blob([text], { type }));
}

/** Step 4: the player with its waveform, downloads (MP3, WAV, SRT, VTT) and saving to the audio archive. */
export function ResultStep({ studio }: { studio: VoiceOverStudio }) {
  const { t, i18n } = useTranslation('voice-over-studio');
  const { draft, generation, update } = studio;
  const output = generation.output;
  const save = useSaveVoiceOver();
  const [progress, setProgress] = useState(0);
  const subtitles = useMemo(
    () =>
      output
        ? {
            srt: textDownload(toSrt(output.words), 'application/x-subrip'),
            vtt: textDownload(toVtt(output.words), 'text/vtt'),
          }
        : null,
    [output],
  );
  if (!output || !subtitles) return <Skeleton className="h-40 w-full" aria-busy="true" />;

  const onSave = () =>
    save.mutate(
      { generationId: draft.generationId!, ...(draft.title.trim() ? { title: draft.title.trim() } : {}) },
      {
        onSuccess: (saved) => {
          studio.markSaved(saved.id);
          toast.success(t('result.saved'));
        },
        onError: (error) => toast.error(t('result.saveFailed'), { description: errorMessage(t, error) }),
      },
    );
  const seconds = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(output.durationMs / 1000);
  // Named like the archive's downloads: the title, or the text's first words (its title when saved untitled).
  const flatText = draft.text.replace(/\s+/g, ' ').trim();
  const nameSource = draft.title.trim() || (flatText.length <= 60 ? flatText : flatText.slice(0, 59));
  const fileName = (format: string) => fileNameFrom(nameSource, 'voice-over', format, 60);

  return (
    <div className="grid gap-4">
      {!draft.savedId && (
        <p
          className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm"
          data-testid="unsaved-note"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('result.unsavedNote')}
        </p>
      )}
      <div className="grid gap-2 rounded-lg border bg-card p-3">
        <Waveform wavUrl={output.wav.url} progress={progress} label={t('result.waveform', { seconds })} />
        <audio
          controls
          src={output.mp3.url}
          className="w-full"
          data-testid="voice-over-player"
          onTimeUpdate={(event) => {
            const a = event.currentTarget;
            setProgress(a.duration ? a.currentTime / a.duration : 0);
          }}
        />
        <p className="text-xs text-muted-foreground">
          {t('result.summary', {
            seconds,
            sentences: output.sentences,
            words: output.words.length,
            engine: output.engine,
          })}
        </p>
        <DemoGeneratorNotice demo={generation.record?.demo} speech />
      </div>
      <div className="flex flex-wrap gap-2" aria-label={t('result.downloads')}>
        {(
          [
            ['mp3', output.mp3.url],
            ['wav', output.wav.url],
            ['srt', subtitles.srt],
            ['vtt', subtitles.vtt],
          ] as const
        ).map(([format, href]) => (
          <Button key={format} size="sm" variant="outline" asChild>
            <a href={href} download={fileName(format)} data-testid={`download-${format}`}>
              <Download aria-hidden="true" />
              {t(`result.download.${format}`)}
            </a>
          </Button>
        ))}
      </div>
      {draft.savedId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="voice-over-saved">
          <Check aria-hidden="true" className="size-4 text-primary" />
          {t('result.savedLabel')}
          <Link to={paths.dashboard} className="underline underline-offset-4">
            {t('result.openArchive')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <FormField id="voice-over-title" label={t('result.titleLabel')} className="min-w-0 flex-1">
            {(control) => (
              <Input
                {...control}
                value={draft.title}
                maxLength={VOICE_OVER_TITLE_MAX_LENGTH}
                placeholder={t('result.titlePlaceholder')}
                onChange={(event) => update({ title: event.target.value })}
              />
            )}
          </FormField>
          <Button
            type="button"
            onClick={onSave}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            {save.isPending ? t('result.saving') : t('result.save')}
          </Button>
        </div>
      )}
      <Button type="button" variant="outline" className="justify-self-start" onClick={studio.forward}>
        <RotateCcw aria-hidden="true" />
        {t('result.another')}
      </Button>
    </div>
  );
}
