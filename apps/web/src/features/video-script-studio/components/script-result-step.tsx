import { useTranslation } from 'react-i18next';
import { Copy, FileDown } from 'lucide-react';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { MakeVideoButton } from '@/components/video-script/make-video-button';
import { ScriptView } from '@/components/video-script/script-view';
import { SaveStateButton } from '@/components/form/save-state-button';
import { GenerateStep } from '@/components/wizard/generate-step';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { ScriptStudio } from '../hooks/use-script-studio';
import { markdownFileName, scriptToMarkdown, scriptToText, type ScriptLabels } from '../model/script-export';
import { SceneEditor } from './scene-editor';

/** Step 4: the formatted script with editable scenes, save to the archive, copy and download. */
export function ScriptResultStep({ studio }: { studio: ScriptStudio }) {
  const { t } = useTranslation('video-script-studio');
  const { draft, generation } = studio;
  const script = draft.script;
  if (!script) {
    if (generation.error)
      return (
        <GenerateStep generation={generation} namespace="video-script-studio" failed onRetry={studio.retry} />
      );
    return <Skeleton className="h-96 w-full" aria-busy="true" />;
  }
  const labels: ScriptLabels = {
    hook: t('script.hook'),
    introduction: t('script.introduction'),
    mainContent: t('script.mainContent'),
    scene: (number) => t('scenes.scene', { number }),
    callToAction: t('script.callToAction'),
    duration: t('script.duration'),
    hashtags: t('script.hashtags'),
    visualNotes: t('script.visualNotes'),
  };
  const copy = () =>
    navigator.clipboard.writeText(scriptToText(script, labels)).then(
      () => toast.success(t('export.copied')),
      () => toast.error(t('export.copyFailed')),
    );
  const download = () => {
    const blob = new Blob([scriptToMarkdown(script, labels)], { type: 'text/markdown;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: markdownFileName(script.title),
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  const { saveState } = studio;
  return (
    <div className="grid gap-5">
      <ScriptView script={script} scenes={<SceneEditor script={script} onChange={studio.editScript} />} />
      <DemoGeneratorNotice demo={generation.record?.demo} />
      {studio.saveFailed && saveState === 'idle' && (
        <Alert variant="destructive">
          <AlertDescription>
            {t('save.failed')} {errorMessage(t, studio.saveError)}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <SaveStateButton state={saveState} onSave={studio.saveScript} testId="save-script">
          {t(`save.${saveState}`)}
        </SaveStateButton>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('export.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <FileDown aria-hidden="true" />
          {t('export.markdown')}
        </Button>
        <MakeVideoButton idea={draft.idea} script={script} />
      </div>
    </div>
  );
}
