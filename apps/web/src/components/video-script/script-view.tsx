import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoScript } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';

/** Hashtags shown before "+N more". */
const HASHTAGS_SHOWN = 5;

interface ScriptViewProps {
  script: VideoScript;
  /** The main content sections; the studio passes its scene editor instead of the plain list. */
  scenes?: ReactNode;
}

/**
 * A video script, formatted: title, hook, introduction, main content, call to action,
 * estimated duration, hashtags (the first five, then "+N more") and visual notes. The studio's
 * result and the scripts archive show it the same way.
 */
export function ScriptView({ script, scenes }: ScriptViewProps) {
  const { t } = useTranslation('video-script-studio');
  const extra = script.hashtags.length - HASHTAGS_SHOWN;
  return (
    <article className="grid min-w-0 gap-4 text-sm" data-testid="script-view">
      <h3 className="text-lg font-semibold break-words">{script.title}</h3>
      <Section title={t('script.hook')}>{script.hook}</Section>
      <Section title={t('script.introduction')}>{script.introduction}</Section>
      <div className="grid gap-2">
        <h4 className="font-semibold">{t('script.mainContent')}</h4>
        {scenes ?? (
          <ol className="grid list-decimal gap-2 ps-5">
            {script.main_content.map((scene, i) => (
              <li key={i} className="break-words whitespace-pre-line">
                {scene}
              </li>
            ))}
          </ol>
        )}
      </div>
      <Section title={t('script.callToAction')}>{script.call_to_action}</Section>
      <p>
        <span className="font-semibold">{t('script.duration')}: </span>
        {script.estimated_duration}
      </p>
      {script.hashtags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" aria-label={t('script.hashtags')}>
          {script.hashtags.slice(0, HASHTAGS_SHOWN).map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
          {extra > 0 && (
            <span className="text-muted-foreground">{t('script.moreHashtags', { count: extra })}</span>
          )}
        </div>
      )}
      {script.visual_notes.length > 0 && (
        <div className="grid gap-1">
          <h4 className="font-semibold">{t('script.visualNotes')}</h4>
          <ul className="grid list-disc gap-1 ps-5">
            {script.visual_notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h4 className="font-semibold">{title}</h4>
      <p className="break-words whitespace-pre-line">{children}</p>
    </div>
  );
}
