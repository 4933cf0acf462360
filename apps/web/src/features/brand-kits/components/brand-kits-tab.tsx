import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { BrandKit } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useBrandKits } from '@/lib/brand-kits';
import { BrandKitCard } from './brand-kit-card';
import { BrandKitForm } from './brand-kit-form';

/** What the tab shows: the list, or one kit's form (a new one, one to edit, a team kit to read). */
type Screen = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; kit: BrandKit };

function BrandKitsSkeleton() {
  return (
    <>
      {[0, 1].map((i) => (
        <Card key={i}>
          <CardHeader className="gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56 max-w-full" />
          </CardHeader>
          <CardContent className="flex gap-2">
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-8 w-20" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}

/** Settings -> Brand kits: the user's kits and the team's; create, edit, duplicate, delete. */
export function BrandKitsTab() {
  const { t } = useTranslation('brand-kits');
  const kits = useBrandKits();
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const newButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  const toList = () => {
    cameBack.current = true;
    setScreen({ kind: 'list' });
  };
  // Back from a form, the keyboard continues from the list's first control, not from the page's top.
  useEffect(() => {
    if (screen.kind === 'list' && cameBack.current) newButton.current?.focus();
  }, [screen]);

  if (screen.kind !== 'list') {
    return <BrandKitForm kit={screen.kind === 'edit' ? screen.kit : undefined} onDone={toList} />;
  }

  return (
    <div className="grid gap-4" aria-busy={kits.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
        <Button ref={newButton} onClick={() => setScreen({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>
      {kits.isPending ? (
        <BrandKitsSkeleton />
      ) : kits.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, kits.error)}
          onRetry={() => void kits.refetch()}
          retrying={kits.isFetching}
        />
      ) : kits.data.length === 0 ? (
        <Card>
          <CardContent className="grid gap-1 py-6 text-center">
            <p className="font-medium">{t('empty.title')}</p>
            <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t('title')}>
          {kits.data.map((kit) => (
            <li key={kit.id}>
              <BrandKitCard kit={kit} onOpen={() => setScreen({ kind: 'edit', kit })} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
