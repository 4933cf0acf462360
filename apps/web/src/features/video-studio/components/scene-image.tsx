import { useTranslation } from 'react-i18next';
import { ImageIcon, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSceneImage } from '@/lib/api/videos';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { DraftScene, VideoOptions } from '../model/video-draft';

interface SceneImageProps {
  scene: DraftScene;
  number: number;
  options: VideoOptions;
  onImage: (image: { imageFileId: string; imageUrl: string }) => void;
  disabled?: boolean;
}

/**
 * A scene's picture: previewed on request and regenerated as often as wanted (free); the
 * render reuses the one shown instead of making another.
 */
export function SceneImage({ scene, number, options, onImage, disabled }: SceneImageProps) {
  const { t } = useTranslation('video-studio');
  const image = useSceneImage();
  const make = (variant: number) =>
    image.mutate(
      {
        imagePrompt: scene.imagePrompt,
        imageStyle: options.imageStyle,
        resolution: options.resolution,
        imageModel: options.imageModel,
        variant,
      },
      {
        onSuccess: (made) => onImage({ imageFileId: made.fileId, imageUrl: made.url }),
        onError: (error) => toast.error(t('scenes.imageFailed'), { description: errorMessage(t, error) }),
      },
    );
  const busy = image.isPending;
  return (
    <div className="grid gap-2">
      {scene.imageUrl && (
        <img
          src={scene.imageUrl}
          alt={t('scenes.imageAlt', { number })}
          className="max-h-56 w-auto justify-self-start rounded-md border bg-muted object-contain"
          data-testid="scene-image"
        />
      )}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        // A new variant each time, so a regeneration gives a different picture.
        onClick={() => make(scene.imageUrl ? 1 + Math.floor(Math.random() * 1000) : 0)}
      >
        {busy ? (
          <Spinner />
        ) : scene.imageUrl ? (
          <RefreshCw aria-hidden="true" />
        ) : (
          <ImageIcon aria-hidden="true" />
        )}
        {busy
          ? t('scenes.imageMaking')
          : scene.imageUrl
            ? t('scenes.regenerateImage', { number })
            : t('scenes.previewImage', { number })}
      </Button>
    </div>
  );
}
