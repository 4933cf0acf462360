import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { planName } from '@/lib/plan-name';
import { useDateFormat } from './user-badges';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <Card className="relative gap-0 overflow-x-auto py-0">
        {empty ? <p className="px-4 py-6 text-sm text-muted-foreground">{empty}</p> : children}
      </Card>
    </section>
  );
}

const cell = 'px-4 py-2.5';

/** The user's credit ledger, generations, subscription and invoices (latest first). */
export function UserHistory({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('back-office-users');
  const { dateTime, date } = useDateFormat();
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' });
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(
      cents / 100,
    );
  const { subscription: sub } = detail;

  return (
    <div className="grid gap-6">
      <Section title={t('detail.ledger')} empty={detail.ledger.length ? null : t('detail.ledgerEmpty')}>
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className={cell}>
                {t('detail.when')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('detail.amount')}
              </th>
              <th scope="col" className={cell}>
                {t('detail.reason')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('detail.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.ledger.map((row) => (
              <tr key={row.id} className="border-b last:border-b-0">
                <td className={`${cell} whitespace-nowrap`}>{dateTime(row.createdAt)}</td>
                <td className={`${cell} text-right tabular-nums`}>{signed.format(row.amount)}</td>
                <td className={cell}>
                  {t(`ledgerReasons.${row.reason}`, { defaultValue: row.reason })}
                  {row.reference && row.reason === 'admin_grant' && (
                    <span className="block text-muted-foreground">{row.reference}</span>
                  )}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{row.balanceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        title={t('detail.generations')}
        empty={detail.generations.length ? null : t('detail.generationsEmpty')}
      >
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className={cell}>
                {t('detail.when')}
              </th>
              <th scope="col" className={cell}>
                {t('detail.kind')}
              </th>
              <th scope="col" className={cell}>
                {t('detail.status')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('detail.cost')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.generations.map((g) => (
              <tr key={g.id} className="border-b last:border-b-0">
                <td className={`${cell} whitespace-nowrap`}>{dateTime(g.startedAt)}</td>
                <td className={cell}>{t(`kinds.${g.kind}`, { defaultValue: g.kind })}</td>
                <td className={cell}>
                  <Badge
                    variant={
                      g.status === 'succeeded'
                        ? 'success'
                        : g.status === 'failed'
                          ? 'destructive'
                          : 'secondary'
                    }
                  >
                    {t(`generationStatus.${g.status}`, { defaultValue: g.status })}
                  </Badge>
                </td>
                {/* Only a succeeded generation is charged; the others cost nothing. */}
                <td className={`${cell} text-right tabular-nums`}>{g.status === 'succeeded' ? g.cost : 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={t('detail.subscription')} empty={null}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t('columns.plan')}</dt>
            <dd className="font-medium">{planName(t, { id: sub.planId, name: sub.planName })}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('detail.subscriptionStatus')}</dt>
            <dd>{sub.status ? t(`subscriptionStatus.${sub.status}`) : t('detail.noSubscription')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('detail.periodEnd')}</dt>
            <dd>{sub.currentPeriodEnd ? date(sub.currentPeriodEnd) : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('detail.renews')}</dt>
            <dd>{sub.cancelAtPeriodEnd ? t('detail.cancelled') : sub.renewsAt ? date(sub.renewsAt) : '—'}</dd>
          </div>
        </dl>
      </Section>

      <Section title={t('detail.invoices')} empty={detail.invoices.length ? null : t('detail.invoicesEmpty')}>
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className={cell}>
                {t('detail.when')}
              </th>
              <th scope="col" className={cell}>
                {t('detail.description')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('detail.amount')}
              </th>
              <th scope="col" className={cell}>
                {t('detail.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.invoices.map((inv) => (
              <tr key={inv.id} className="border-b last:border-b-0">
                <td className={`${cell} whitespace-nowrap`}>{date(inv.date)}</td>
                <td className={cell}>{inv.description}</td>
                <td className={`${cell} text-right tabular-nums`}>{money(inv.amountCents, inv.currency)}</td>
                <td className={cell}>
                  <Badge variant={inv.status === 'paid' ? 'success' : 'destructive'}>
                    {t(`invoiceStatus.${inv.status}`)}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
