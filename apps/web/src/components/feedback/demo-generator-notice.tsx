import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';

/**
 * Says that a result, an archive card or a library item comes from the offline demo generator
 * (the server's `demo` flag: templates and procedural pictures, or for speech the offline
 * synthesizer) rather than a model, so nobody takes it for one. Administrators get a link to
 * connect a model; everyone else a plain sentence. Renders nothing when `demo` is not true.
 */
export function DemoGeneratorNotice({
  demo,
  speech = false,
  className,
}: {
  demo: boolean | null | undefined;
  /** A voice-over: it was spoken by the offline synthesizer (the text is the user's own). */
  speech?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  if (demo !== true) return null;
  return (
    <p
      data-testid="demo-generator-notice"
      className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}
    >
      <FlaskConical aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {t(speech ? 'demoGenerator.speech' : 'demoGenerator.text')}
        {user?.isAdmin && (
          <>
            {' '}
            <Link
              to={paths.backOfficeGenerationSettings}
              className="font-medium text-foreground underline underline-offset-2"
            >
              {t('demoGenerator.connect')}
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
