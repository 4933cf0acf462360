import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { VOICE_OVER_DOWNLOAD_FORMATS, type SavedVoiceOver } from '@forja/contracts';
import { ItemActions } from '@/components/archive/item-actions';
import { DeleteButton } from '@/components/feedback/delete-button';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { Button } from '@/components/ui/button';
import { useDeleteVoiceOver, useSpeechVoices, voiceOverDownloadUrl } from '@/lib/api/voice-overs';
import { isStudioVoice, voiceName } from '@/lib/voice-name';

/** One saved voice-over: title, text on two lines, date and length, a player, downloads (MP3, WAV, SRT, VTT), delete. */
export function VoiceOverCard({ voiceOver }: { voiceOver: SavedVoiceOver }) {
  const { t, i18n } = useTranslation('voice-overs-archive');
  const remove = useDeleteVoiceOver();
  // An engine's own voice is named by the engine's list; the studio's six need no request.
  const engineVoices = useSpeechVoices({ enabled: !isStudioVoice(voiceOver.voice) });
  const created = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(voiceOver.createdAt),
  );
  const seconds = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(
    voiceOver.durationMs / 1000,
  );
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-3" data-testid="saved-voice-over">
      <h3 className="font-medium break-words">{voiceOver.title}</h3>
      <p className="line-clamp-2 text-sm break-words text-muted-foreground" title={voiceOver.text}>
        {voiceOver.text}
      </p>
      {voiceOver.mp3Url ? (
        <audio
          controls
          preload="none"
          src={voiceOver.mp3Url}
          className="w-full"
          aria-label={t('play', { title: voiceOver.title })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('unavailable')}</p>
      )}
      <p className="text-xs text-muted-foreground">
        <time dateTime={voiceOver.createdAt}>{created}</time> · {t('seconds', { seconds })} ·{' '}
        {voiceName(voiceOver.voice, i18n.resolvedLanguage ?? 'en', engineVoices.data?.voices, (gender) =>
          t(`voice-over-studio:voice.gender.${gender}`),
        )}
      </p>
      <DemoGeneratorNotice demo={voiceOver.demo} speech />
      <div className="flex flex-wrap gap-1">
        {VOICE_OVER_DOWNLOAD_FORMATS.map((format) => (
          <Button key={format} size="sm" variant="ghost" asChild>
            <a
              href={voiceOverDownloadUrl(voiceOver.id, format)}
              download
              data-testid={`archive-download-${format}`}
            >
              <Download aria-hidden="true" />
              {format.toUpperCase()}
            </a>
          </Button>
        ))}
        <ItemActions studio="voiceOver" itemId={voiceOver.id} />
        <DeleteButton namespace="voice-overs-archive" onDelete={() => remove.mutateAsync(voiceOver.id)} />
      </div>
    </article>
  );
}
