import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import type { Studio } from '@forja/contracts';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { plansPath } from '@/config/paths';
import { useMyPlanAccess } from '../api/get-my-plan-access';

function UpgradeNotice({ studio, planName }: { studio: Studio; planName: string }) {
  const { t } = useTranslation('plan-access');
  const title = t('gate.title', { studio: t(`studios.${studio}`) });
  useDocumentTitle(title);
  return (
    <Card className="mx-auto w-full max-w-xl items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{t('gate.text', { plan: planName })}</p>
      <Link to={plansPath} className={buttonVariants()}>
        {t('gate.cta')}
      </Link>
    </Card>
  );
}

/**
 * A studio's page, or the upgrade notice when the user's plan does not open that studio.
 * Only a courtesy: the server refuses the generations anyway (403 PLAN_UPGRADE_REQUIRED).
 * If the plan cannot be read, the studio shows and the server decides.
 */
export function StudioAccessGate({ studio, children }: { studio: Studio; children: ReactNode }) {
  const access = useMyPlanAccess();
  const { t } = useTranslation('plan-access');
  if (access.isPending) return <PageSpinner />;
  if (access.data && !access.data.studios[studio]) {
    return (
      <UpgradeNotice
        studio={studio}
        planName={t(`planNames.${access.data.planId}`, { defaultValue: access.data.planName })}
      />
    );
  }
  return children;
}
