import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook } from '@forja/contracts';
import { articleBody } from '../../test/articles-test-helpers.js';
import { call, databaseKinds } from '../../test/harness.js';
import { publishingFixture } from '../../test/publish-test-setup.js';
import { buildSchedules } from '../schedules/schedules.module.js';
import { scheduleRow, utcIn } from '../schedules/schedule-test-helpers.js';
import { startReceiver, verified, type Receiver } from './webhook-receiver.js';

describe.each(databaseKinds)('publication webhooks, on %s', (kind) => {
  const { fixture, connectedUser } = publishingFixture(kind, {
    overrides: (s) => buildSchedules(s, { retryDelaysMs: [200], lateAfterSeconds: 1 }),
  });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('tells publication.published when a scheduled WordPress post goes out', async () => {
    const { t, wp } = fixture;
    const { cookie } = await connectedUser();
    const hook = (
      await call(t.app, 'POST', '/api/webhooks', {
        cookie,
        body: { url: receiver.url('/published'), events: ['publication.published', 'publication.failed'] },
      })
    ).json() as CreatedWebhook;
    const articleId = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json()
      .id as string;
    const res = await call(t.app, 'POST', '/api/schedules', {
      cookie,
      body: { platform: 'wordpress', itemId: articleId, localTime: utcIn(2), timeZone: 'UTC', fields: {} },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await scheduleRow(t, res.json().id);
    wp.posts.find((p) => p.id === row.wordpressPostId)!.status = 'publish'; // the site's cron published it

    const got = await receiver.nth('/published', 1);
    const message = verified(hook.secret, got);
    expect(message).toMatchObject({
      type: 'publication.published',
      data: {
        publication: {
          platform: 'wordpress',
          itemId: articleId,
          scheduleId: row.id,
          status: 'published',
          url: `${wp.url}/?p=${row.wordpressPostId}`,
          error: null,
        },
      },
    });
  });

  it('tells publication.published when an article is published now, and nothing for a draft', async () => {
    const { t } = fixture;
    const { cookie } = await connectedUser();
    const hook = (
      await call(t.app, 'POST', '/api/webhooks', {
        cookie,
        body: { url: receiver.url('/direct'), events: ['publication.published'] },
      })
    ).json() as CreatedWebhook;
    const articleId = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json()
      .id as string;
    const draft = await call(t.app, 'POST', `/api/articles/${articleId}/publish`, {
      cookie,
      body: { status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const live = await call(t.app, 'POST', `/api/articles/${articleId}/publish`, {
      cookie,
      body: { status: 'publish' },
    });
    expect(live.statusCode, live.body).toBe(200);

    // The first message this endpoint gets is the live post's: the draft sent none.
    const got = await receiver.nth('/direct', 1);
    const message = verified(hook.secret, got);
    expect(message).toMatchObject({
      type: 'publication.published',
      data: {
        publication: {
          platform: 'wordpress',
          itemId: articleId,
          status: 'published',
          url: live.json().postUrl,
          error: null,
        },
      },
    });
  });
});
