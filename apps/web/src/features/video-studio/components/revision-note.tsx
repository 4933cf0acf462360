import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { VideoDraft } from '../model/video-draft';

/** Says the draft changes scenes of a finished video: what is charged, and that the options stay. */
export function RevisionNote({ draft }: { draft: VideoDraft }) {
  const { t } = useTranslation('video-studio');
  if (!draft.revision) return null;
  return (
    <div
      className="flex items-start gap-2 rounded-md border bg-muted/60 px-3 py-2 text-sm"
      data-testid="revision-note"
    >
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">
          {t('revision.heading', { title: draft.title, version: draft.revision.version })}
        </span>{' '}
        {t('revision.help')}
      </p>
    </div>
  );
}
