import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PaymentCancelledPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('cancelled.title'));
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          <CircleX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h1 className="text-2xl font-semibold tracking-tight">{t('cancelled.title')}</h1>
        </CardHeader>
        <CardContent className="text-center">
          <p>{t('cancelled.body')}</p>
        </CardContent>
        <CardFooter className="justify-center">
          <Link to={paths.pricing} className={buttonVariants()}>
            {t('cancelled.pricing')}
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
