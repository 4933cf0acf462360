import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { GenerationFamily } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useGenerationStatus } from '@/lib/api/generation-status';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * The 'generator not configured' alert for a wizard: shown when the family's provider is not
 * configured (a webhook without an address, an OpenAI-compatible API without its URL or
 * model). Administrators get a link to the settings; everyone else is told whom to ask.
 */
export function GenerationUnavailableAlert({ family }: { family: GenerationFamily }) {
  const status = useGenerationStatus(family);
  if (!status || status.ready) return null;
  // Its texts are the back office's namespace: loaded only when the alert shows.
  return (
    <Suspense fallback={null}>
      <UnavailableAlert family={family} provider={status.provider} />
    </Suspense>
  );
}

function UnavailableAlert({ family, provider }: { family: GenerationFamily; provider: string }) {
  const { t } = useTranslation('generation-settings');
  const { user } = useSession();
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>
        {t(provider === 'webhook' ? 'unavailable.webhookTitle' : 'unavailable.providerTitle', {
          kind: t(`families.${family}.title`),
        })}
      </AlertTitle>
      <AlertDescription>
        <p>{t(user?.isAdmin ? 'unavailable.adminText' : 'unavailable.userText')}</p>
        {user?.isAdmin && (
          <Link to={paths.backOfficeGenerationSettings} className="font-medium underline underline-offset-4">
            {t('unavailable.openSettings')}
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}
