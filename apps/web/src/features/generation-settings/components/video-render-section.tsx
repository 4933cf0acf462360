import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Clapperboard, TriangleAlert } from 'lucide-react';
import {
  isHttpUrl,
  VIDEO_RENDERER_CHOICES,
  type GenerationSettings,
  type VideoRendererChoice,
} from '@forja/contracts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ChoiceTiles } from './choice-tiles';
import type { SettingsFormValues } from './form-values';

type VideoProblem = 'json2videoKey' | 'videoWebhook' | 'noFfmpeg';

/** What would make renders fail with these (possibly unsaved) values. */
function videoProblem(
  choice: VideoRendererChoice,
  webhook: string,
  saved: GenerationSettings['video'],
): VideoProblem | undefined {
  if (choice === 'json2video' && !saved.json2videoConfigured) return 'json2videoKey';
  if (choice === 'webhook' && !isHttpUrl(webhook.trim())) return 'videoWebhook';
  if (choice === 'local' && saved.localRenderer === 'unavailable') return 'noFfmpeg';
  return undefined;
}

/**
 * Who renders the videos: this server (ffmpeg and the speech engine), JSON2Video (its key is
 * JSON2VIDEO_API_KEY on the server, never entered here), the video webhook's generate_video, or
 * Automatic. Says what renders now and with which tools.
 */
export function VideoRenderSection({ saved }: { saved: GenerationSettings['video'] }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const choice = useWatch({ control: form.control, name: 'videoRenderer' }) ?? saved.renderer;
  const webhook = useWatch({ control: form.control, name: 'webhooks.video' });
  const problem = videoProblem(choice, webhook, saved);
  return (
    <Card aria-labelledby="video-render-title" role="region">
      <CardHeader>
        <h2 id="video-render-title" className="text-lg leading-tight font-semibold">
          {t('video.title')}
        </h2>
        <CardDescription>{t('video.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p id="video-render-legend" className="sr-only">
          {t('video.legend')}
        </p>
        <Controller
          control={form.control}
          name="videoRenderer"
          render={({ field }) => (
            <ChoiceTiles
              idPrefix="video-renderer"
              labelledBy="video-render-legend"
              value={field.value ?? saved.renderer}
              onChange={field.onChange}
              className="md:grid-cols-2"
              choices={VIDEO_RENDERER_CHOICES.map((value) => ({
                value,
                label: t(`video.choice.${value}`),
                hint: t(`video.choice.${value}Hint`),
              }))}
            />
          )}
        />
        <p className="flex items-start gap-2 text-sm" data-testid="video-render-active">
          <Clapperboard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            {t('video.active', { renderer: t(`video.choice.${saved.active}`) })}{' '}
            <span className="text-muted-foreground">
              {t('video.tools', { ffmpeg: saved.localRenderer, speech: saved.speechEngine })}
            </span>
          </span>
        </p>
        {problem && (
          <p className="flex items-start gap-2 text-sm text-amber-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`video.problems.${problem}`)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
