import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds)('test-checkout invoices in the buyer language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const invoices = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/billing/invoices', { cookie })).json() as { description: string }[];

  it('describes the payment and each renewal in the language of the account', async () => {
    const ro = await signUp(t.app, { name: 'Ana', language: 'ro' });
    const es = await signUp(t.app, { name: 'Lucía', language: 'es' });
    const en = await signUp(t.app, { name: 'Jane', language: 'en' });
    for (const buyer of [ro, es, en]) {
      const res = await call(t.app, 'POST', '/api/billing/test-checkout', {
        cookie: buyer.cookie,
        body: { planId: 'plus' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await invoices(ro.cookie)).map((i) => i.description)).toEqual(['Forja Plus (plată de test)']);
    expect((await invoices(es.cookie)).map((i) => i.description)).toEqual(['Forja Plus (pago de prueba)']);
    expect((await invoices(en.cookie)).map((i) => i.description)).toEqual(['Forja Plus (test checkout)']);

    // The next period's renewal, made by the period job, speaks the same language.
    await t.database.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = ${ro.user.id}`,
    );
    await t.services.billing.advanceTestPeriods();
    expect((await invoices(ro.cookie)).map((i) => i.description)).toEqual([
      'Forja Plus (plată de test)',
      'Forja Plus (plată de test)',
    ]);
  });
});
