import { useTranslation } from 'react-i18next';
import {
  SCENE_TRANSITIONS,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  sceneCredits,
  VOICES,
  type SceneTransition,
  type Voice,
} from '@forja/contracts';
import { inputStyles } from '@/components/ui/field-styles';
import { voiceName } from '@/lib/voice-name';
import { cn } from '@/lib/utils';
import type { DraftScene, VideoOptions } from '../../model/video-draft';

interface SceneSettingsProps {
  scene: DraftScene;
  options: VideoOptions;
  /** The last scene hands over to nothing: no transition. */
  last: boolean;
  disabled?: boolean;
  onChange: (scene: DraftScene) => void;
}

const SECONDS = Array.from(
  { length: SECONDS_PER_SCENE_MAX - SECONDS_PER_SCENE_MIN + 1 },
  (_, i) => SECONDS_PER_SCENE_MIN + i,
);
const VIDEO_DEFAULT = '';
const selectClass = cn(inputStyles, 'h-9 py-1 pr-2');

/** One scene's length, voice and transition to the next (the video's own by default), and its price. */
export function SceneSettings({ scene, options, last, disabled, onChange }: SceneSettingsProps) {
  const { t, i18n } = useTranslation('video-studio');
  const id = (what: string) => `scene-${what}-${scene.id}`;
  const seconds = scene.seconds ?? options.secondsPerScene;
  const credits = sceneCredits({ seconds, generated: scene.media.kind === 'generated' }, options.imageModel);
  return (
    <div className="grid gap-2" data-testid="scene-settings">
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        <Setting id={id('seconds')} label={t('sceneSettings.seconds')}>
          <select
            id={id('seconds')}
            className={selectClass}
            disabled={disabled}
            value={scene.seconds ?? VIDEO_DEFAULT}
            onChange={(event) =>
              onChange({ ...scene, seconds: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value={VIDEO_DEFAULT}>
              {t('sceneSettings.videoSeconds', { count: options.secondsPerScene })}
            </option>
            {SECONDS.map((n) => (
              <option key={n} value={n}>
                {t('options.secondsOption', { count: n })}
              </option>
            ))}
          </select>
        </Setting>
        <Setting id={id('voice')} label={t('sceneSettings.voice')}>
          <select
            id={id('voice')}
            className={selectClass}
            disabled={disabled}
            value={scene.voice ?? VIDEO_DEFAULT}
            onChange={(event) =>
              onChange({ ...scene, voice: (event.target.value || undefined) as Voice | undefined })
            }
          >
            <option value={VIDEO_DEFAULT}>
              {t('sceneSettings.videoVoice', { name: voiceName(options.voice, i18n.language) })}
            </option>
            {VOICES.map((voice) => (
              <option key={voice} value={voice}>
                {voiceName(voice, i18n.language)}
              </option>
            ))}
          </select>
        </Setting>
        {!last && (
          <Setting id={id('transition')} label={t('sceneSettings.transition')}>
            <select
              id={id('transition')}
              className={selectClass}
              disabled={disabled}
              value={scene.transition}
              onChange={(event) => onChange({ ...scene, transition: event.target.value as SceneTransition })}
            >
              {SCENE_TRANSITIONS.map((transition) => (
                <option key={transition} value={transition}>
                  {t(`sceneSettings.transitions.${transition}`)}
                </option>
              ))}
            </select>
          </Setting>
        )}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="scene-credits">
        {t('sceneSettings.credits', {
          count: credits,
          credits: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(credits),
        })}
      </p>
    </div>
  );
}

function Setting({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}
