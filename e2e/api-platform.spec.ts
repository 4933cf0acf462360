import { expect, request, test } from '@playwright/test';
import { startReceiver, verified } from '../apps/server/src/modules/webhooks/webhook-receiver';
import { BASE_URL, failOnCspViolations, newUser, register } from './support';

failOnCspViolations();

test('a token made in Settings generates and saves an image through the API; a webhook test arrives signed; revoked, the token is refused', async ({
  page,
}) => {
  const user = newUser('api');
  await register(page, user);

  // Settings → API: a token with three scopes, shown once.
  await page.goto('/settings?tab=api');
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByLabel('Name').fill('n8n blog flow');
  await page.getByLabel('Read', { exact: true }).check();
  await page.getByLabel('Generate', { exact: true }).check();
  await page.getByLabel('Edit archives').check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByLabel('Your new API token');
  await expect(shown).toHaveValue(/^forja_/);
  const token = await shown.inputValue();
  await page.getByRole('button', { name: 'Done, I have saved it' }).click();
  const tokens = page.getByRole('list', { name: 'API tokens' });
  await expect(tokens).toContainText('n8n blog flow');
  await expect(tokens).toContainText('Never used');
  await expect(tokens).not.toContainText(token);

  // A script's calls: the token alone, no cookie, no Origin.
  const api = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    const started = await api.post('/api/generations', {
      data: { kind: 'images', input: { prompt: 'A small bakery at dawn', style: 'watercolor', count: 1 } },
    });
    expect([200, 202]).toContain(started.status());
    const { id } = (await started.json()) as { id: string };
    let record: { status: string; output: { images: { fileId: string }[] } | null } | undefined;
    await expect
      .poll(async () => {
        record = await (await api.get(`/api/generations/${id}`)).json();
        return record!.status;
      })
      .toBe('succeeded');
    const saved = await api.post('/api/images', {
      data: { generationId: id, fileId: record!.output!.images[0]!.fileId },
    });
    expect(saved.status()).toBe(201);
    const archive = (await (await api.get('/api/images')).json()) as { items: { id: string }[] };
    expect(archive.items.map((i) => i.id)).toContain(((await saved.json()) as { id: string }).id);

    // Settings stay the session's: a token cannot read or change them.
    const profile = await api.get('/api/profile');
    expect(profile.status()).toBe(403);
    expect(await profile.json()).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });

    await page.reload();
    await expect(page.getByRole('list', { name: 'API tokens' })).not.toContainText('Never used');

    // Settings → Webhooks: an endpoint on this machine, its secret shown once, a signed test message.
    // The server tests' receiver, on 127.0.0.1 (the e2e studio allows it in ALLOWED_PRIVATE_HOSTS).
    const receiver = await startReceiver();
    try {
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByLabel('Endpoint address').fill(receiver.url('/forja'));
      await page.getByLabel('Generation finished').check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = await page.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done, I have saved it' }).click();
      await page.getByRole('button', { name: 'Send test' }).click();
      expect(verified(secret, await receiver.nth('/forja', 1))).toMatchObject({ type: 'webhook.test' });
      await expect(page.getByRole('list', { name: 'Deliveries' })).toContainText('Delivered');
    } finally {
      await receiver.close();
    }

    // Revoked in Settings: the next call is refused.
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByText('No API tokens yet')).toBeVisible();
    expect((await api.get('/api/credits')).status()).toBe(401);
  } finally {
    await api.dispose();
  }
});
