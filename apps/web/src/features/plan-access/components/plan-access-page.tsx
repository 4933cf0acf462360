import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanAccessMatrix as Matrix } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlanAccess } from '../api/get-plan-access';
import { useUpdatePlanAccess } from '../api/update-plan-access';
import { PlanAccessMatrix, type AccessDraft, type ApiDraft } from './plan-access-matrix';
import { PlanAccessSummary } from './plan-access-summary';

const draftOf = (m: Matrix) =>
  Object.fromEntries(m.plans.map((p) => [p.planId, { ...p.studios }])) as AccessDraft;
const apiDraftOf = (m: Matrix) => Object.fromEntries(m.plans.map((p) => [p.planId, p.api])) as ApiDraft;

function PlanAccessEditor({ matrix }: { matrix: Matrix }) {
  const { t } = useTranslation('plan-access');
  const update = useUpdatePlanAccess();
  const saved = draftOf(matrix);
  const [draft, setDraft] = useState<AccessDraft>(saved);
  const savedApi = apiDraftOf(matrix);
  const [apiDraft, setApiDraft] = useState<ApiDraft>(savedApi);
  const changed =
    JSON.stringify(draft) !== JSON.stringify(saved) || JSON.stringify(apiDraft) !== JSON.stringify(savedApi);
  const discard = () => {
    setDraft(saved);
    setApiDraft(savedApi);
  };

  const save = () =>
    update.mutate(
      { access: draft, api: apiDraft },
      {
        onSuccess: (next) => {
          setDraft(draftOf(next));
          setApiDraft(apiDraftOf(next));
          toast.success(t('saved'));
        },
        onError: (error) => toast.error(errorMessage(t, error, 'plan-access:saveFailed')),
      },
    );

  return (
    <div className="grid gap-4">
      <PlanAccessSummary plans={matrix.plans} draft={draft} />
      <p className="max-w-2xl text-sm text-muted-foreground">{t('apiNote')}</p>
      <PlanAccessMatrix
        plans={matrix.plans}
        draft={draft}
        apiDraft={apiDraft}
        disabled={update.isPending}
        onToggle={(plan, studio, allowed) =>
          setDraft((d) => ({ ...d, [plan]: { ...d[plan], [studio]: allowed } }))
        }
        onToggleApi={(plan, allowed) => setApiDraft((d) => ({ ...d, [plan]: allowed }))}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {changed ? t('unsaved') : ''}
        </p>
        <Button variant="outline" onClick={discard} disabled={!changed || update.isPending}>
          {t('discard')}
        </Button>
        <Button onClick={save} disabled={!changed || update.isPending}>
          {update.isPending && <Spinner />}
          {t('save')}
        </Button>
      </div>
    </div>
  );
}

/** /backend/plan-access: which studios each plan may use, and whether it includes the API. */
export function PlanAccessPage() {
  const { t } = useTranslation('plan-access');
  useDocumentTitle(t('title'));
  const matrix = usePlanAccess();
  return (
    <div className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      {matrix.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : matrix.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, matrix.error)}
          onRetry={() => void matrix.refetch()}
          retrying={matrix.isFetching}
        />
      ) : (
        <PlanAccessEditor key={matrix.data.updatedAt ?? 'defaults'} matrix={matrix.data} />
      )}
    </div>
  );
}
