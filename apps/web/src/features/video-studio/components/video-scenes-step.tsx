import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { VIDEO_SCENES_MAX, VIDEO_SCENES_MIN } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import type { VideoStudio } from '../hooks/use-video-studio';
import type { DraftScene } from '../model/video-draft';
import {
  withIds,
  canAddScene,
  canRemoveScene,
  isSceneValid,
  moveScene,
  removeScene,
  replaceScene,
} from '../model/video-scenes';
import { changedSceneIds } from '../model/revision';
import { StudioCostBanner } from './cost-banner';
import { MusicPicker } from './music/music-picker';
import { RevisionNote } from './revision-note';
import { SceneCard } from './scene-card';
import { SceneTimeline } from './timeline/scene-timeline';

/**
 * Step 4: the timeline (order, lengths, transitions), the scenes, edited one at a time (Save
 * applies, Cancel discards), added, removed, reordered, each with its picture; the music under
 * the narration; then the cost of rendering them (of the changed scenes, in a revision).
 */
export function VideoScenesStep({ studio }: { studio: VideoStudio }) {
  const { t } = useTranslation('video-studio');
  const { draft, editingId, setEditingId } = studio;
  const scenes = draft.scenes;
  /** A scene added but never saved goes away on Cancel. */
  const [addedId, setAddedId] = useState<string | null>(null);
  const setScenes = (next: DraftScene[]) => studio.update({ scenes: next });
  const close = () => {
    setEditingId(null);
    setAddedId(null);
  };
  const add = () => {
    const [scene] = withIds([{ voiceOverText: '', imagePrompt: '' }]) as [DraftScene];
    setScenes([...scenes, scene]);
    setAddedId(scene.id);
    setEditingId(scene.id);
  };
  const problem = !studio.showErrors
    ? null
    : editingId !== null
      ? t('scenes.finishEditing')
      : !scenes.every(isSceneValid)
        ? t('scenes.invalidAll')
        : null;
  return (
    <div className="grid gap-4">
      {draft.revision && <RevisionNote draft={draft} />}
      <SceneTimeline
        scenes={scenes}
        options={draft.options}
        changed={draft.revision ? changedSceneIds(draft) : undefined}
        disabled={editingId !== null}
        onChange={setScenes}
      />
      <p className="text-sm text-muted-foreground">
        {t('scenes.summary', { count: scenes.length, min: VIDEO_SCENES_MIN, max: VIDEO_SCENES_MAX })}
      </p>
      <ol className="grid gap-3" aria-label={t('scenes.label')}>
        {scenes.map((scene, index) => (
          <SceneCard
            key={scene.id}
            scene={scene}
            number={index + 1}
            total={scenes.length}
            options={draft.options}
            editing={editingId === scene.id}
            locked={editingId !== null && editingId !== scene.id}
            canRemove={canRemoveScene(scenes)}
            showErrors={studio.showErrors}
            onEdit={() => setEditingId(scene.id)}
            onSave={(next) => {
              setScenes(replaceScene(scenes, next));
              if (editingId === scene.id) close();
            }}
            onCancel={() => {
              if (addedId === scene.id) setScenes(scenes.filter((s) => s.id !== scene.id));
              close();
            }}
            onRemove={() => setScenes(removeScene(scenes, scene.id))}
            onMove={(by) => setScenes(moveScene(scenes, scene.id, by))}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={add}
        disabled={editingId !== null || !canAddScene(scenes)}
      >
        <Plus aria-hidden="true" />
        {t('scenes.add')}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <MusicPicker music={draft.music} onChange={(music) => studio.update({ music })} />
      <StudioCostBanner studio={studio} />
    </div>
  );
}
