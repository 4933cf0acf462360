import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { VideoScript } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { addScene, moveScene, removeScene, setScene } from '../model/script-scenes';

/** The main content sections as editable scenes: edit, add, remove, move up or down. */
export function SceneEditor({
  script,
  onChange,
}: {
  script: VideoScript;
  onChange: (s: VideoScript) => void;
}) {
  const { t } = useTranslation('video-script-studio');
  const scenes = script.main_content;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3" aria-label={t('scenes.label')}>
        {scenes.map((scene, i) => (
          <li key={i} className="grid gap-2 rounded-md border p-3" data-testid="scene">
            <label htmlFor={`scene-${i}`} className="font-medium">
              {t('scenes.scene', { number: i + 1 })}
            </label>
            <Textarea
              id={`scene-${i}`}
              rows={3}
              value={scene}
              maxLength={5000}
              onChange={(e) => onChange(setScene(script, i, e.target.value))}
            />
            <div className="flex flex-wrap gap-1">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === 0}
                onClick={() => onChange(moveScene(script, i, -1))}
                aria-label={t('scenes.moveUp', { number: i + 1 })}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === scenes.length - 1}
                onClick={() => onChange(moveScene(script, i, 1))}
                aria-label={t('scenes.moveDown', { number: i + 1 })}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={() => onChange(removeScene(script, i))}
              >
                <Trash2 aria-hidden="true" />
                {t('scenes.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange(addScene(script, ''))}
      >
        <Plus aria-hidden="true" />
        {t('scenes.add')}
      </Button>
    </div>
  );
}
