import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Same shape as the profile form, so nothing jumps when the data arrives. */
export function ProfileFormSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <Skeleton className="h-4 w-64 max-w-full" />
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className={i === 2 ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </CardContent>
      <CardFooter className="justify-end">
        <Button disabled>{t('profile.save')}</Button>
      </CardFooter>
    </Card>
  );
}
