import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { SCENE_TEXT_MAX_LENGTH, SCENE_TEXT_MIN_LENGTH } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { DraftScene } from '../model/video-draft';
import { isSceneTextValid } from '../model/video-scenes';

interface SceneEditorProps {
  scene: DraftScene;
  number: number;
  onSave: (scene: DraftScene) => void;
  onCancel: () => void;
}

/** One scene's narration and image prompt, edited apart: Save applies both, Cancel discards. */
export function SceneEditor({ scene, number, onSave, onCancel }: SceneEditorProps) {
  const { t } = useTranslation('video-studio');
  const [voiceOverText, setVoiceOver] = useState(scene.voiceOverText);
  const [imagePrompt, setImagePrompt] = useState(scene.imagePrompt);
  const [tried, setTried] = useState(false);
  const message = t('validation:scene_text_length', {
    sceneMin: SCENE_TEXT_MIN_LENGTH,
    sceneMax: SCENE_TEXT_MAX_LENGTH,
  });
  const errorOf = (text: string) => ((tried || text !== '') && !isSceneTextValid(text) ? message : undefined);
  const save = () => {
    setTried(true);
    if (!isSceneTextValid(voiceOverText) || !isSceneTextValid(imagePrompt)) return;
    const promptChanged = imagePrompt.trim() !== scene.imagePrompt.trim();
    onSave({
      ...scene,
      voiceOverText: voiceOverText.trim(),
      imagePrompt: imagePrompt.trim(),
      // A previewed image no longer matches a changed prompt.
      ...(promptChanged ? { imageFileId: undefined, imageUrl: undefined } : {}),
    });
  };
  const counter = (text: string) =>
    t('scenes.counter', { count: text.trim().length, max: SCENE_TEXT_MAX_LENGTH });
  return (
    <form
      className="grid gap-3"
      aria-label={t('scenes.editing', { number })}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <FormField
        id={`scene-voice-${scene.id}`}
        label={t('scenes.voiceOver')}
        hint={counter(voiceOverText)}
        error={errorOf(voiceOverText)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            autoFocus
            value={voiceOverText}
            maxLength={SCENE_TEXT_MAX_LENGTH + 100}
            onChange={(event) => setVoiceOver(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`scene-prompt-${scene.id}`}
        label={t('scenes.imagePrompt')}
        hint={counter(imagePrompt)}
        error={errorOf(imagePrompt)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={imagePrompt}
            maxLength={SCENE_TEXT_MAX_LENGTH + 100}
            onChange={(event) => setImagePrompt(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" data-testid="scene-save">
          <Check aria-hidden="true" />
          {t('scenes.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} data-testid="scene-cancel">
          <X aria-hidden="true" />
          {t('scenes.cancel')}
        </Button>
      </div>
    </form>
  );
}
