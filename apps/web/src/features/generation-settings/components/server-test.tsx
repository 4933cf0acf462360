import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, FlaskConical, Play } from 'lucide-react';
import type { ServerKind, ServerTestBody, ServerTestResult } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { useTestServer } from '../api/generation-servers';
import { ServerFailureMessage } from './server-failure-message';

type Success = Extract<ServerTestResult, { ok: true }>;

/** The spoken sample as a blob: link (the page's policy plays media from blob: only), freed when it goes. */
function useAudioUrl(audio: Success['audio']): string | undefined {
  const url = useMemo(() => {
    if (!audio) return undefined;
    const bytes = Uint8Array.from(atob(audio.dataBase64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: audio.contentType }));
  }, [audio]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function TestSuccess({ result }: { result: Success }) {
  const { t } = useTranslation('generation-settings');
  const player = useRef<HTMLAudioElement>(null);
  const audioUrl = useAudioUrl(result.audio);
  const seconds = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(result.durationMs / 1000);
  // The admin pressed the button for this sound: play it at once (a browser may still refuse).
  useEffect(() => {
    player.current?.play?.()?.catch(() => undefined);
  }, [audioUrl]);
  const title = result.audio
    ? 'servers.test.spoke'
    : result.image
      ? 'servers.test.drew'
      : 'servers.test.answered';
  return (
    <Alert variant="success" role="status">
      <CircleCheck aria-hidden="true" />
      <AlertTitle>{t(title, { seconds })}</AlertTitle>
      <AlertDescription className="w-full min-w-0">
        {result.sentence && (
          <blockquote className="border-l-2 pl-3 break-words italic">{result.sentence}</blockquote>
        )}
        {result.image && (
          <img
            src={`data:${result.image.contentType};base64,${result.image.dataBase64}`}
            alt={t('servers.test.imageAlt')}
            className="mt-1 max-h-64 w-auto max-w-full rounded border bg-white"
          />
        )}
        {audioUrl && (
          <audio
            ref={player}
            controls
            src={audioUrl}
            className="mt-1 w-full"
            aria-label={t('servers.test.audioLabel')}
          >
            <track kind="captions" />
          </audio>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * "Try it": one real, tiny generation with the values in the form, saved or not (a sentence,
 * a small picture, a spoken sentence), so the admin sees the chosen model work before saving.
 */
export function ServerTest({
  id,
  kind,
  body,
}: {
  id: string;
  kind: ServerKind;
  /** The request from the form's current values; undefined while the address or the model is missing. */
  body: ServerTestBody | undefined;
}) {
  const { t } = useTranslation('generation-settings');
  const test = useTestServer();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={id}
          variant="outline"
          onClick={() => body && test.mutate(body)}
          disabled={!body || test.isPending}
          aria-describedby={hintId}
        >
          {test.isPending ? (
            <Spinner />
          ) : kind === 'speech' ? (
            <Play aria-hidden="true" />
          ) : (
            <FlaskConical aria-hidden="true" />
          )}
          {test.isPending ? t('servers.test.running') : t(`servers.test.${kind}`)}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {body ? t(`servers.test.${kind}Hint`) : t('servers.test.needsModel')}
        </p>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {test.isSuccess && test.data.ok && <TestSuccess result={test.data} />}
        {test.isSuccess && !test.data.ok && <ServerFailureMessage failure={test.data} />}
        {test.isError && <ServerFailureMessage error={test.error} />}
      </div>
    </div>
  );
}
