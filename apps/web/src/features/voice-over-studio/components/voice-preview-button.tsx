import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { fetchVoicePreview } from '../api/preview-voice';

/** Plays about five seconds of the chosen voice, speed and pitch (free); a second press stops it. */
export function VoicePreviewButton({ voice, speed, pitch }: { voice: string; speed: number; pitch: number }) {
  const { t } = useTranslation('voice-over-studio');
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);

  const stop = () => {
    audio.current?.pause();
    if (url.current) URL.revokeObjectURL(url.current);
    audio.current = null;
    url.current = null;
    setState('idle');
  };
  useEffect(() => stop, []);

  const play = async () => {
    setState('loading');
    try {
      const blob = await fetchVoicePreview({ voice, speed, pitch });
      url.current = URL.createObjectURL(blob);
      const element = new Audio(url.current);
      audio.current = element;
      element.onended = stop;
      await element.play();
      setState('playing');
    } catch (error) {
      stop();
      toast.error(t('voice.previewFailed'), { description: errorMessage(t, error) });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => (state === 'playing' ? stop() : void play())}
      disabled={state === 'loading'}
      aria-busy={state === 'loading' || undefined}
      data-testid="voice-preview"
    >
      {state === 'loading' ? (
        <Spinner />
      ) : state === 'playing' ? (
        <Square aria-hidden="true" />
      ) : (
        <Play aria-hidden="true" />
      )}
      {state === 'playing' ? t('voice.previewStop') : t('voice.preview')}
    </Button>
  );
}
