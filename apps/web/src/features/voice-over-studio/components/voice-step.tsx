import { useTranslation } from 'react-i18next';
import {
  VOICE_OVER_PITCH,
  VOICE_OVER_SPEED,
  VOICES,
  voiceOverCost,
  type SpeechVoiceInfo,
} from '@forja/contracts';
import { BrandKitPicker } from '@/components/brand-kit/brand-kit-picker';
import { LoadError } from '@/components/feedback/load-error';
import { inputStyles } from '@/components/ui/field-styles';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { CreditNote } from '@/components/wizard/credit-note';
import { useSpeechVoices } from '@/lib/api/voice-overs';
import { errorMessage } from '@/lib/errors';
import { engineVoiceLabel } from '@/lib/voice-name';
import type { VoiceOverStudio } from '../hooks/use-voice-over-studio';
import { brandKitPatch } from '../model/voice-over-draft';
import { VoicePreviewButton } from './voice-preview-button';

const PRODUCT = new Set<string>(VOICES);

/** The engine's voices grouped by language, each group named in the reader's language. */
function groupByLanguage(voices: SpeechVoiceInfo[]): [string, SpeechVoiceInfo[]][] {
  const groups = new Map<string, SpeechVoiceInfo[]>();
  for (const v of voices) groups.set(v.language, [...(groups.get(v.language) ?? []), v]);
  return [...groups.entries()];
}

/** Step 2: the brand kit (fills voice and speed), the voice (the studio's six, then the engine's others by language), a free preview, speed and pitch, and the cost. */
export function VoiceStep({ studio }: { studio: VoiceOverStudio }) {
  const { t, i18n } = useTranslation('voice-over-studio');
  const { draft, update } = studio;
  const voices = useSpeechVoices();
  const languageName = (code: string) => {
    if (code === 'multi') return t('voice.multilingual');
    try {
      return new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const engineLabel = (v: SpeechVoiceInfo) => engineVoiceLabel(v, (gender) => t(`voice.gender.${gender}`));
  const disabled = studio.checkingCredits;
  const cost = voiceOverCost(draft.text);

  return (
    <div className="grid gap-5">
      <BrandKitPicker
        id="voice-over-brand-kit"
        value={draft.brandKitId}
        onApply={(kit) => update(brandKitPatch(kit))}
        disabled={disabled}
      />
      <div className="grid gap-2">
        <Label htmlFor="voice-over-voice">{t('voice.label')}</Label>
        {voices.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : voices.isError ? (
          <LoadError
            title={t('voice.loadFailed')}
            message={errorMessage(t, voices.error)}
            onRetry={() => void voices.refetch()}
            retrying={voices.isFetching}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <select
              id="voice-over-voice"
              className={`${inputStyles} sm:max-w-md`}
              value={draft.voice}
              disabled={disabled}
              onChange={(event) => update({ voice: event.target.value })}
            >
              <optgroup label={t('voice.recommended')}>
                {VOICES.map((id) => (
                  <option key={id} value={id}>
                    {t(`voice.product.${id}`)}
                  </option>
                ))}
              </optgroup>
              {groupByLanguage(voices.data.voices.filter((v) => !PRODUCT.has(v.id))).map(
                ([language, list]) => (
                  <optgroup key={language} label={languageName(language)}>
                    {list.map((v) => (
                      <option key={v.id} value={v.id}>
                        {engineLabel(v)}
                      </option>
                    ))}
                  </optgroup>
                ),
              )}
            </select>
            <VoicePreviewButton voice={draft.voice} speed={draft.speed} pitch={draft.pitch} />
          </div>
        )}
        {voices.data && (
          <p className="text-xs text-muted-foreground">{t('voice.engine', { engine: voices.data.engine })}</p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="voice-over-speed">
            {t('voice.speed', {
              value: new Intl.NumberFormat(i18n.resolvedLanguage, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }).format(draft.speed),
            })}
          </Label>
          <input
            id="voice-over-speed"
            type="range"
            min={VOICE_OVER_SPEED.min}
            max={VOICE_OVER_SPEED.max}
            step={0.1}
            value={draft.speed}
            disabled={disabled}
            onChange={(event) => update({ speed: Number(event.target.value) })}
            className="accent-primary"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="voice-over-pitch">
            {t('voice.pitch', { value: draft.pitch > 0 ? `+${draft.pitch}` : String(draft.pitch) })}
          </Label>
          <input
            id="voice-over-pitch"
            type="range"
            min={VOICE_OVER_PITCH.min}
            max={VOICE_OVER_PITCH.max}
            step={1}
            value={draft.pitch}
            disabled={disabled}
            onChange={(event) => update({ pitch: Number(event.target.value) })}
            className="accent-primary"
          />
        </div>
      </div>
      <CreditNote cost={cost} text={t('voice.cost', { count: cost, characters: draft.text.trim().length })} />
    </div>
  );
}
