import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { OAuthPlatform, PublishVideoBody } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { usePublishVideo } from '../api/publications';
import {
  PLATFORM_NAMES,
  useVideoPlatform,
  VideoPlatformForm,
} from '@/components/publishing/video-platform-form';

interface PublishVideoButtonProps {
  videoId: string;
  videoTitle: string;
  platform: OAuthPlatform;
}

/**
 * "Publish to YouTube" / "Publish to TikTok" for a library video: opens the platform's form
 * in a side panel. Publishing a video again on the same platform asks first (the server
 * answers ALREADY_PUBLISHED; the confirmation sends it again with confirmRepeat).
 */
export function PublishVideoButton({ videoId, videoTitle, platform }: PublishVideoButtonProps) {
  const { t } = useTranslation('publishing');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [repeat, setRepeat] = useState<PublishVideoBody | null>(null);
  const publish = usePublishVideo(videoId);
  const target = useVideoPlatform(platform, open);
  const name = PLATFORM_NAMES[platform];

  const send = (body: PublishVideoBody) =>
    publish.mutateAsync(body).then(
      () => {
        setOpen(false);
        setRepeat(null);
        toast.success(t('started', { platform: name }));
      },
      (error: unknown) => {
        if (isApiRequestError(error) && error.code === 'ALREADY_PUBLISHED') setRepeat(body);
      },
    );

  const failure =
    publish.isError && !(isApiRequestError(publish.error) && publish.error.code === 'ALREADY_PUBLISHED')
      ? publish.error
      : null;
  const serverFields = isApiRequestError(failure) ? failure.details?.fields : undefined;

  return (
    <>
      <Sheet
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) publish.reset();
        }}
      >
        <SheetTrigger asChild>
          <Button variant="outline" size="sm">
            <Send aria-hidden="true" />
            {t('publishTo', { platform: name })}
          </Button>
        </SheetTrigger>
        <SheetContent side="right" className="w-full max-w-none p-6 sm:max-w-md">
          <div className="grid gap-1 pr-8">
            <SheetTitle>{t('publishTo', { platform: name })}</SheetTitle>
            <SheetDescription className="break-words">{videoTitle}</SheetDescription>
          </div>
          <VideoPlatformForm
            state={target}
            formId={formId}
            videoTitle={videoTitle}
            serverFields={serverFields}
            onSubmit={(b) => void send(b)}
          />
          <ErrorAlert
            title={t('failed')}
            message={failure && !serverFields ? errorMessage(t, failure) : null}
          />
          {target.formShown && (
            <div className="mt-auto flex flex-wrap justify-end gap-2 border-t pt-4">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                disabled={publish.isPending}
                aria-busy={publish.isPending || undefined}
              >
                {publish.isPending ? <Spinner /> : <Send aria-hidden="true" />}
                {t('publish')}
              </Button>
            </div>
          )}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={repeat !== null}
        title={t('repeatTitle', { platform: name })}
        description={t('repeatText', { platform: name })}
        cancelLabel={t('cancel')}
        confirmLabel={t('repeatConfirm')}
        busyLabel={t('publishing')}
        destructive={false}
        onDismiss={() => setRepeat(null)}
        onConfirm={() => (repeat ? send({ ...repeat, confirmRepeat: true }) : Promise.resolve())}
      />
    </>
  );
}
