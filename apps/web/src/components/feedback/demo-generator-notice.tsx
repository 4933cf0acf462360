import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';

/**
 * Says that a result comes from the offline demo generator (provider 'builtin'), which writes
 * from templates rather than a model, so nobody takes it for one; administrators get a link to
 * connect a real model. Renders nothing for any other provider.
 */
export function DemoGeneratorNotice({
  provider,
  className,
}: {
  provider: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  if (provider !== 'builtin') return null;
  return (
    <p
      data-testid="demo-generator-notice"
      className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}
    >
      <FlaskConical aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {t('demoGenerator.text')}
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
