import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Music, Pause, Play, Trash2 } from 'lucide-react';
import { MUSIC_VOLUME_DEFAULT, MUSIC_VOLUME_MAX, MUSIC_VOLUME_MIN, type MusicTrack } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { MusicUploadForm } from '@/components/music/music-upload-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { formatDuration } from '@/lib/video-format';
import type { VideoDraft } from '../../model/video-draft';
import { useDeleteMusic, useMusicTracks, useMusicUpload } from './music-api';

type DraftMusic = VideoDraft['music'];

/**
 * Music under the narration: none, a track of the library (the administrator's, for everyone)
 * or one of the user's own; each can be heard first. The volume is the music's level before
 * the renderer lowers it under the voice (side-chain ducking).
 */
export function MusicPicker({
  music,
  disabled,
  onChange,
}: {
  music: DraftMusic;
  disabled?: boolean;
  onChange: (music: DraftMusic) => void;
}) {
  const { t } = useTranslation('video-studio');
  const id = useId();
  const tracks = useMusicTracks();
  const upload = useMusicUpload();
  const remove = useDeleteMusic();
  const [showUpload, setShowUpload] = useState(false);
  const volume = music?.volume ?? MUSIC_VOLUME_DEFAULT;

  const choose = (track: MusicTrack | null) =>
    onChange(track ? { trackId: track.id, title: track.title, volume } : null);
  const deleteTrack = (track: MusicTrack) =>
    remove.mutate(track.id, {
      onSuccess: () => {
        if (music?.trackId === track.id) onChange(null);
        toast.success(t('music.deleted', { title: track.title }));
      },
      onError: (error) => void toast.error(t('music.deleteFailed'), { description: errorMessage(t, error) }),
    });

  const items = tracks.data ?? [];
  const chosenMissing =
    music !== null && tracks.isSuccess && !items.some((track) => track.id === music.trackId);
  return (
    <section
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      data-testid="music-picker"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
          <Music aria-hidden="true" className="size-4" />
          {t('music.title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('music.help')}</p>
      </div>
      <fieldset className="grid gap-1" disabled={disabled}>
        <legend className="sr-only">{t('music.choose')}</legend>
        <TrackRow
          name={`${id}-track`}
          checked={music === null}
          onSelect={() => choose(null)}
          label={t('music.none')}
        />
        {tracks.isPending ? (
          <div className="grid gap-1" aria-busy="true" aria-label={t('music.loading')}>
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : tracks.isError ? (
          <LoadError
            title={t('music.loadFailed')}
            message={errorMessage(t, tracks.error)}
            onRetry={() => void tracks.refetch()}
            retrying={tracks.isFetching}
          />
        ) : items.length === 0 ? (
          <p className="px-2 py-1 text-sm text-muted-foreground">{t('music.empty')}</p>
        ) : (
          items.map((track) => (
            <TrackRow
              key={track.id}
              name={`${id}-track`}
              checked={music?.trackId === track.id}
              onSelect={() => choose(track)}
              track={track}
              onDelete={track.owner === 'mine' ? () => deleteTrack(track) : undefined}
              deleting={remove.isPending && remove.variables === track.id}
            />
          ))
        )}
        {chosenMissing && (
          <p role="alert" className="text-sm text-destructive">
            {t('music.missing')}
          </p>
        )}
      </fieldset>
      {music && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-volume`} className="text-sm font-medium">
            {t('music.volume', { percent: volume })}
          </label>
          <input
            id={`${id}-volume`}
            type="range"
            min={MUSIC_VOLUME_MIN}
            max={MUSIC_VOLUME_MAX}
            step={1}
            value={volume}
            disabled={disabled}
            aria-describedby={`${id}-volume-hint`}
            aria-valuetext={t('music.volumeValue', { percent: volume })}
            onChange={(event) => onChange({ ...music, volume: Number(event.target.value) })}
            className="w-full max-w-sm accent-primary"
          />
          <p id={`${id}-volume-hint`} className="text-xs text-muted-foreground">
            {t('music.ducking')}
          </p>
        </div>
      )}
      <div className="grid gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-expanded={showUpload}
          onClick={() => setShowUpload((open) => !open)}
          disabled={disabled}
        >
          {t('music.uploadOwn')}
        </Button>
        {showUpload && !disabled && (
          <MusicUploadForm
            namespace="video-studio"
            keyPrefix="music.upload"
            upload={upload}
            onUploaded={(track) => {
              choose(track);
              setShowUpload(false);
              toast.success(t('music.uploaded', { title: track.title }));
            }}
          />
        )}
      </div>
    </section>
  );
}

/** One choice: a radio, what the track is, and its preview and delete buttons. */
function TrackRow({
  name,
  checked,
  onSelect,
  label,
  track,
  onDelete,
  deleting,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label?: string;
  track?: MusicTrack;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { t } = useTranslation('video-studio');
  const inputId = useId();
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md px-2 py-1.5 has-[:checked]:bg-muted"
      data-testid="music-track"
    >
      <input
        id={inputId}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="accent-primary"
      />
      <label htmlFor={inputId} className="grid min-w-0 flex-1 cursor-pointer text-sm">
        {track ? (
          <>
            <span className="flex flex-wrap items-center gap-2 font-medium">
              <span className="break-words">{track.title}</span>
              {track.artist && <span className="font-normal text-muted-foreground">{track.artist}</span>}
              {track.owner === 'mine' && <Badge variant="outline">{t('music.mine')}</Badge>}
            </span>
            <span className="text-xs break-words text-muted-foreground">
              {[formatDuration(track.durationSeconds), track.licence || t('music.noLicence')].join(' · ')}
            </span>
          </>
        ) : (
          label
        )}
      </label>
      {track && <PreviewButton track={track} />}
      {onDelete && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('music.delete', { title: track?.title })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** Plays the track in the page (one at a time: starting one pauses the others). */
function PreviewButton({ track }: { track: MusicTrack }) {
  const { t } = useTranslation('video-studio');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const others = () => {
      document.querySelectorAll('audio[data-music-preview]').forEach((other) => {
        if (other !== element) (other as HTMLAudioElement).pause();
      });
    };
    element.addEventListener('play', others);
    return () => element.removeEventListener('play', others);
  }, []);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) return element.pause();
    // A browser that refuses to play (no user gesture, no codec) leaves the button as it was.
    void Promise.resolve(element.play()).catch(() => setPlaying(false));
  };
  return (
    <>
      <audio
        ref={audio}
        src={track.url}
        preload="none"
        data-music-preview
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={toggle}
        aria-pressed={playing}
        aria-label={t(playing ? 'music.pause' : 'music.play', { title: track.title })}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
    </>
  );
}
