import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { DraftScene, VideoOptions } from '../../model/video-draft';
import { isSceneValid } from '../../model/video-scenes';
import { SceneImage } from '../scene-image';
import { ArchivePanel } from './archive-panel';
import { ClipOptions } from './clip-options';
import { withArchiveImage, withGenerated, withMediaItem } from './media-choice';
import { SceneVisual } from './scene-visual';
import { StockPanel } from './stock-panel';
import { UploadPanel } from './upload-panel';

export const PICKER_TABS = ['generated', 'upload', 'archive', 'stock'] as const;
type PickerTab = (typeof PICKER_TABS)[number];

interface SceneMediaPickerProps {
  scene: DraftScene;
  number: number;
  options: VideoOptions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every change is kept in the draft at once (a reload keeps it). */
  onChange: (scene: DraftScene) => void;
}

const firstTab = (scene: DraftScene): PickerTab =>
  scene.media.kind === 'archive'
    ? 'archive'
    : scene.media.kind === 'media'
      ? scene.mediaPreview?.credit
        ? 'stock'
        : 'upload'
      : 'generated';

/**
 * Where a scene's picture comes from: the picture drawn from its prompt, an upload, the images
 * archive or stock footage. The chosen one and a clip's options stay on top while browsing.
 */
export function SceneMediaPicker({
  scene,
  number,
  options,
  open,
  onOpenChange,
  onChange,
}: SceneMediaPickerProps) {
  const { t } = useTranslation('video-studio');
  const [tab, setTab] = useState<PickerTab>(() => firstTab(scene));
  // An upload or a stock pick answers later: it applies to the scene as it is then, not as it was.
  const latest = useRef({ scene, onChange });
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    latest.current = { scene, onChange };
  });
  const apply = (change: (current: DraftScene) => DraftScene) =>
    latest.current.onChange(change(latest.current.scene));
  const media = scene.media;
  const chosenMediaId = media.kind === 'media' ? media.mediaId : null;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        ref={content}
        side="right"
        className="w-full max-w-2xl gap-3 p-4 sm:p-6"
        data-testid="scene-media-picker"
        // The keyboard starts on the source in use, not on the first field of a clip's options.
        onOpenAutoFocus={(event) => {
          const active = content.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
          if (!active) return;
          event.preventDefault();
          active.focus();
        }}
      >
        <div className="grid gap-1 pr-8">
          <SheetTitle>{t('media.title', { number })}</SheetTitle>
          <SheetDescription>{t('media.description')}</SheetDescription>
        </div>
        <SceneVisual scene={scene} number={number} compact />
        {media.kind === 'media' && scene.mediaPreview?.type === 'video' && (
          <ClipOptions
            sceneId={scene.id}
            media={media}
            preview={scene.mediaPreview}
            onChange={(next) => apply((current) => ({ ...current, media: next }))}
          />
        )}
        <Tabs value={tab} onValueChange={(value) => setTab(value as PickerTab)}>
          <TabsList aria-label={t('media.sources')}>
            {PICKER_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`media.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="generated" className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t('media.generated.help')}</p>
            {media.kind === 'generated' ? (
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <Check aria-hidden="true" className="size-4 text-success" />
                {t('media.generated.inUse')}
              </p>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                className="justify-self-start"
                onClick={() => apply(withGenerated)}
              >
                <Sparkles aria-hidden="true" />
                {t('media.generated.use')}
              </Button>
            )}
            {isSceneValid(scene) ? (
              <SceneImage
                scene={scene}
                number={number}
                options={options}
                // Previewing a drawn picture means using it.
                onImage={(image) => apply((current) => ({ ...withGenerated(current), ...image }))}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('media.generated.invalid')}</p>
            )}
          </TabsContent>
          <TabsContent value="upload">
            <UploadPanel
              chosenId={chosenMediaId}
              onPick={(item) => apply((current) => withMediaItem(current, item, t))}
            />
          </TabsContent>
          <TabsContent value="archive">
            <ArchivePanel
              chosenId={media.kind === 'archive' ? media.imageId : null}
              onPick={(image) => apply((current) => withArchiveImage(current, image))}
            />
          </TabsContent>
          <TabsContent value="stock">
            <StockPanel
              sceneId={scene.id}
              keywords={scene.keywords}
              resolution={options.resolution}
              onKeywords={(keywords) => apply((current) => ({ ...current, keywords }))}
              onPick={(item) => apply((current) => withMediaItem(current, item, t))}
            />
          </TabsContent>
        </Tabs>
        <Button type="button" className="self-end" onClick={() => onOpenChange(false)}>
          {t('media.done')}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
