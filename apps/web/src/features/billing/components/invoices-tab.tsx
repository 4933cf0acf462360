import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useInvoices } from '@/lib/api/billing';
import { errorMessage } from '@/lib/errors';
import { formatDate, money } from '../model/plan-lines';

/** Rows shown before "Show more". */
const COLLAPSED_ROWS = 3;

/** Settings -> Invoices: newest first; a receipt opens on the payment provider's site after a question. */
export function InvoicesTab() {
  const { t, i18n } = useTranslation('billing');
  const invoices = useInvoices();
  const [expanded, setExpanded] = useState(false);
  const [opening, setOpening] = useState<Invoice | null>(null);
  const lang = i18n.resolvedLanguage;

  let body;
  if (invoices.isPending) body = <Skeleton className="h-32" aria-busy="true" />;
  else if (invoices.isError)
    body = (
      <LoadError
        title={t('invoices.loadFailed')}
        message={errorMessage(t, invoices.error)}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  else if (invoices.data.length === 0) body = <p className="text-muted-foreground">{t('invoices.empty')}</p>;
  else {
    const shown = expanded ? invoices.data : invoices.data.slice(0, COLLAPSED_ROWS);
    body = (
      <>
        <ul className="grid gap-3" aria-label={t('invoices.title')}>
          {shown.map((invoice) => (
            <li
              key={invoice.id}
              data-testid="invoice-row"
              className="grid gap-1 rounded-md border p-3 sm:grid-cols-[8rem_7rem_6rem_1fr_auto] sm:items-center sm:gap-3"
            >
              <span className="text-sm">{formatDate(invoice.date, lang)}</span>
              <span className="font-medium tabular-nums">
                {money(invoice.amountCents, invoice.currency, lang)}
              </span>
              <Badge variant={invoice.status === 'paid' ? 'success' : 'destructive'}>
                {t(`invoices.statuses.${invoice.status}`)}
              </Badge>
              <span className="text-sm break-words">{invoice.description}</span>
              {invoice.receiptUrl ? (
                <Button
                  variant="link"
                  size="sm"
                  className="justify-self-start px-0"
                  onClick={() => setOpening(invoice)}
                >
                  {t('invoices.view')}
                </Button>
              ) : (
                <span className="text-sm text-muted-foreground">{t('invoices.noReceipt')}</span>
              )}
            </li>
          ))}
        </ul>
        {invoices.data.length > COLLAPSED_ROWS && (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('invoices.showLess') : t('invoices.showMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('invoices.title')}</CardTitle>
        <CardDescription>{t('invoices.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <AlertDialog open={opening !== null} onOpenChange={(open) => !open && setOpening(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('invoices.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('invoices.confirmBody')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('invoices.confirmCancel')}</AlertDialogCancel>
            <Button
              onClick={() => {
                if (opening?.receiptUrl) window.open(opening.receiptUrl, '_blank', 'noopener,noreferrer');
                setOpening(null);
              }}
            >
              {t('invoices.confirmOpen')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
