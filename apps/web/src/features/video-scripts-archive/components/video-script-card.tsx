import { useTranslation } from 'react-i18next';
import type { SavedVideoScript } from '@forja/contracts';
import { ItemActions } from '@/components/archive/item-actions';
import { ExpandableCardToggle } from '@/components/archive/expandable-card-toggle';
import { DeleteButton } from '@/components/feedback/delete-button';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { MakeVideoButton } from '@/components/video-script/make-video-button';
import { ScriptView } from '@/components/video-script/script-view';
import { useDeleteVideoScript } from '@/lib/api/video-scripts';
import { relativeTime } from '@/lib/relative-time';

interface VideoScriptCardProps {
  script: SavedVideoScript;
  expanded: boolean;
  onToggle: () => void;
}

/** A saved script: its idea and when; a click opens the formatted script (closed: a 2-line preview). */
export function VideoScriptCard({ script, expanded, onToggle }: VideoScriptCardProps) {
  const { i18n } = useTranslation('video-scripts-archive');
  const remove = useDeleteVideoScript();
  const bodyId = `script-${script.id}`;
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4" data-testid="saved-script">
      <ExpandableCardToggle
        title={script.idea}
        expanded={expanded}
        onToggle={onToggle}
        controls={bodyId}
        meta={
          <time dateTime={script.createdAt} className="text-xs text-muted-foreground">
            {relativeTime(script.createdAt, i18n.resolvedLanguage)}
          </time>
        }
      />
      <div id={bodyId}>
        {expanded ? (
          <div className="max-h-[32rem] overflow-y-auto rounded-md border p-3">
            <ScriptView script={script.script} />
          </div>
        ) : (
          <p className="line-clamp-2 text-sm text-muted-foreground">
            {script.title} — {script.script.hook}
          </p>
        )}
      </div>
      <DemoGeneratorNotice demo={script.demo} />
      <div className="flex flex-wrap items-center gap-1">
        <MakeVideoButton idea={script.idea} script={script.script} />
        <ItemActions studio="videoScript" itemId={script.id} variant="outline" />
        <DeleteButton namespace="video-scripts-archive" onDelete={() => remove.mutateAsync(script.id)} />
      </div>
    </article>
  );
}
