import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ImageUp, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { DraftScene, VideoOptions } from '../model/video-draft';
import { isSceneValid } from '../model/video-scenes';
import { SceneEditor } from './scene-editor';
import { SceneImage } from './scene-image';
import { SceneSettings } from './scene-media/scene-settings';
import { SceneVisual } from './scene-media/scene-visual';

/** The picker (its sheet, tabs, uploader and stock search) loads when a scene's picture is changed. */
const SceneMediaPicker = lazy(() =>
  import('./scene-media/scene-media-picker').then((m) => ({ default: m.SceneMediaPicker })),
);

interface SceneCardProps {
  scene: DraftScene;
  number: number;
  total: number;
  options: VideoOptions;
  editing: boolean;
  /** Another scene is open in the editor: this one's actions wait. */
  locked: boolean;
  canRemove: boolean;
  showErrors: boolean;
  onEdit: () => void;
  onSave: (scene: DraftScene) => void;
  onCancel: () => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/**
 * One scene: its narration and image prompt, or the editor when open; its picture (drawn,
 * uploaded, from the archive or stock, changed in the picker), its seconds, voice and
 * transition; move, remove.
 */
export function SceneCard(props: SceneCardProps) {
  const { t } = useTranslation('video-studio');
  const { scene, number, total, editing, locked } = props;
  const [picking, setPicking] = useState(false);
  const invalid = props.showErrors && !isSceneValid(scene);
  return (
    <li
      className={cn('grid gap-3 rounded-lg border bg-card p-3 sm:p-4', invalid && 'border-destructive')}
      data-testid="video-scene"
    >
      <h4 className="font-semibold">{t('scenes.scene', { number })}</h4>
      {editing ? (
        <SceneEditor scene={scene} number={number} onSave={props.onSave} onCancel={props.onCancel} />
      ) : (
        <>
          <dl className="grid gap-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground uppercase">{t('scenes.voiceOver')}</dt>
              <dd className="break-words" data-testid="scene-voice">
                {scene.voiceOverText || <em className="text-muted-foreground">{t('scenes.empty')}</em>}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground uppercase">
                {t('scenes.imagePrompt')}
              </dt>
              <dd className="break-words text-muted-foreground">{scene.imagePrompt}</dd>
            </div>
          </dl>
          {invalid && <p className="text-sm font-medium text-destructive">{t('scenes.invalid')}</p>}
          {/* The picture's own action and "Change picture" share a row (bottom-aligned under it). */}
          <div className="flex flex-wrap items-end gap-2">
            {scene.media.kind !== 'generated' ? (
              scene.mediaPreview ? (
                <SceneVisual scene={scene} number={number} />
              ) : (
                // A draft made elsewhere (a revision) may know the picture without its preview.
                <p className="text-sm text-muted-foreground">{t('media.chosenElsewhere')}</p>
              )
            ) : (
              isSceneValid(scene) && (
                <SceneImage
                  scene={scene}
                  number={number}
                  options={props.options}
                  disabled={locked}
                  onImage={(image) => props.onSave({ ...scene, ...image })}
                />
              )
            )}
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={locked}
              onClick={() => setPicking(true)}
              data-testid="scene-change-picture"
            >
              <ImageUp aria-hidden="true" />
              {t('media.change')}
              <span className="sr-only"> {t('scenes.scene', { number })}</span>
            </Button>
          </div>
          <SceneSettings
            scene={scene}
            options={props.options}
            last={number === total}
            disabled={locked}
            onChange={props.onSave}
          />
          {picking && (
            <Suspense fallback={null}>
              <SceneMediaPicker
                scene={scene}
                number={number}
                options={props.options}
                open={picking}
                onOpenChange={setPicking}
                onChange={props.onSave}
              />
            </Suspense>
          )}
          <div className="flex flex-wrap gap-1">
            <Button type="button" size="sm" variant="secondary" onClick={props.onEdit} disabled={locked}>
              <Pencil aria-hidden="true" />
              {t('scenes.edit')}
              <span className="sr-only"> {t('scenes.scene', { number })}</span>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={locked || number === 1}
              onClick={() => props.onMove(-1)}
              aria-label={t('scenes.moveUp', { number })}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={locked || number === total}
              onClick={() => props.onMove(1)}
              aria-label={t('scenes.moveDown', { number })}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-destructive"
              disabled={locked || !props.canRemove}
              onClick={props.onRemove}
              aria-label={t('scenes.remove', { number })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
