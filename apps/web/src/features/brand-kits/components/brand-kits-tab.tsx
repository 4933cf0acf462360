import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { BrandKit } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryItemList } from '@/components/feedback/query-item-list';
import { useBrandKits } from '@/lib/brand-kits';
import { useListScreens } from '@/lib/use-list-screens';
import { BrandKitCard } from './brand-kit-card';
import { BrandKitForm } from './brand-kit-form';

/** What the tab shows: the list, or one kit's form (a new one, one to edit, a team kit to read). */
type Screen = { kind: 'create' } | { kind: 'edit'; kit: BrandKit };

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
  const { screen, show, toList, firstControl } = useListScreens<Screen>();

  if (screen.kind !== 'list') {
    return <BrandKitForm kit={screen.kind === 'edit' ? screen.kit : undefined} onDone={toList} />;
  }

  return (
    <div className="grid gap-4" aria-busy={kits.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
        <Button ref={firstControl} onClick={() => show({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>
      <QueryItemList
        query={kits}
        items={kits.data}
        label={t('title')}
        loadFailed={t('loadFailed')}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
        skeleton={<BrandKitsSkeleton />}
      >
        {(kit) => <BrandKitCard kit={kit} onOpen={() => show({ kind: 'edit', kit })} />}
      </QueryItemList>
    </div>
  );
}
