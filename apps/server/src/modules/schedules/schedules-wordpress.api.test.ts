import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts, users } from '../../db/schema/index.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { call, databaseKinds, signUp } from '../../test/harness.js';
import { publishingFixture } from '../../test/publish-test-setup.js';
import { buildSchedules } from './schedules.module.js';
import { scheduleRow, utcIn, waitForNotification, waitForRow } from './schedule-test-helpers.js';

describe.each(databaseKinds)('Scheduling articles to WordPress on %s', (kind) => {
  const { fixture, connectedUser, postRequests } = publishingFixture(kind, {
    overrides: (s) => buildSchedules(s, { retryDelaysMs: [200], lateAfterSeconds: 1 }),
  });
  const newArticle = async (cookie: string, title = 'Eat Well for Less') =>
    (await call(fixture.t.app, 'POST', '/api/articles', { cookie, body: articleBody({ title }) })).json()
      .id as string;
  const schedule = (cookie: string, body: object) =>
    call(fixture.t.app, 'POST', '/api/schedules', { cookie, body });
  const sitePost = (id: number) => fixture.wp.posts.find((p) => p.id === id)!;

  it('hands the post to the site (status future) and records it published once the site has', async () => {
    const { cookie } = await connectedUser();
    const articleId = await newArticle(cookie);
    const res = await schedule(cookie, {
      platform: 'wordpress',
      itemId: articleId,
      localTime: utcIn(3),
      timeZone: 'UTC',
      fields: { title: 'Planned post' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'scheduled', mode: 'wordpress', title: 'Planned post' });
    const row = await scheduleRow(fixture.t, created.id);
    const post = sitePost(row.wordpressPostId!);
    expect(post.status).toBe('future');
    expect(post.date_gmt).toBe(row.scheduledAt.toISOString().slice(0, 19));
    post.status = 'publish'; // the site's own cron published it
    const done = await waitForRow(fixture.t, created.id, (r) => r.status === 'published');
    expect(done).toMatchObject({ mode: 'wordpress', lateSeconds: null, attempts: 1 });
    expect(done.url).toBe(`${fixture.wp.url}/?p=${post.id}`);
    const note = await waitForNotification(fixture.t, created.id);
    expect(note).toMatchObject({ kind: 'schedule_published', platform: 'wordpress', title: 'Planned post' });
  });

  it('publishes a post the site missed (still future at its time) itself, and says Forja published it', async () => {
    const { cookie } = await connectedUser();
    const articleId = await newArticle(cookie);
    const created = (
      await schedule(cookie, {
        platform: 'wordpress',
        itemId: articleId,
        localTime: utcIn(3),
        timeZone: 'UTC',
      })
    ).json();
    expect(created.mode).toBe('wordpress');
    const done = await waitForRow(fixture.t, created.id, (r) => r.status === 'published');
    expect(done.mode).toBe('forja');
    // Published at its time all the same: not late.
    expect(done.lateSeconds).toBeNull();
    expect(sitePost(done.wordpressPostId!).status).toBe('publish');
  });

  it('falls back to Forja when the site does not take a future post, and publishes that post at the time', async () => {
    const { cookie } = await connectedUser();
    const articleId = await newArticle(cookie);
    fixture.wp.futureAnswer = 'draft';
    const created = (
      await schedule(cookie, {
        platform: 'wordpress',
        itemId: articleId,
        localTime: utcIn(3),
        timeZone: 'UTC',
      })
    ).json();
    expect(created).toMatchObject({ status: 'scheduled', mode: 'forja' });
    const creates = postRequests().filter((r) => r.path === '/wp-json/wp/v2/posts').length;
    const done = await waitForRow(fixture.t, created.id, (r) => r.status === 'published');
    // The same post went live: no second post.
    expect(postRequests().filter((r) => r.path === '/wp-json/wp/v2/posts').length).toBe(creates);
    expect(
      fixture.wp.posts.filter((p) => p.status === 'publish' && p.title === 'Eat Well for Less').length,
    ).toBeGreaterThan(0);
    expect(done.url).toMatch(/\?p=\d+$/);
    fixture.wp.futureAnswer = 'future';
  });

  it('retries a temporary 503 and then publishes', async () => {
    const { cookie } = await connectedUser();
    const articleId = await newArticle(cookie);
    fixture.wp.futureAnswer = 'draft';
    const created = (
      await schedule(cookie, {
        platform: 'wordpress',
        itemId: articleId,
        localTime: utcIn(3),
        timeZone: 'UTC',
      })
    ).json();
    fixture.wp.futureAnswer = 'future';
    fixture.wp.failPostWrites = 1;
    const done = await waitForRow(fixture.t, created.id, (r) => r.status === 'published');
    expect(done.attempts).toBe(2);
    expect(fixture.wp.failPostWrites).toBe(0);
  });

  it('deleting the article cancels its waiting schedule, and the post the site holds goes back to a draft', async () => {
    const { cookie } = await connectedUser();
    const articleId = await newArticle(cookie);
    const created = (
      await schedule(cookie, {
        platform: 'wordpress',
        itemId: articleId,
        localTime: utcIn(3600),
        timeZone: 'UTC',
      })
    ).json();
    const postId = (await scheduleRow(fixture.t, created.id)).wordpressPostId!;
    expect(sitePost(postId).status).toBe('future');
    const deleted = await call(fixture.t.app, 'DELETE', `/api/articles/${articleId}`, { cookie });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await scheduleRow(fixture.t, created.id)).status).toBe('cancelled');
    expect(sitePost(postId).status).toBe('draft');
  });

  it('cancel before the time: the site post goes back to a draft and nothing is published', async () => {
    const { cookie } = await connectedUser();
    const articleId = await newArticle(cookie);
    const created = (
      await schedule(cookie, {
        platform: 'wordpress',
        itemId: articleId,
        localTime: utcIn(3),
        timeZone: 'UTC',
      })
    ).json();
    const postId = (await scheduleRow(fixture.t, created.id)).wordpressPostId!;
    const cancelled = await call(fixture.t.app, 'POST', `/api/schedules/${created.id}/cancel`, { cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(sitePost(postId).status).toBe('draft');
    const writes = postRequests().length;
    // A later schedule of another article going out shows the time has passed.
    const marker = (
      await schedule(cookie, {
        platform: 'wordpress',
        itemId: await newArticle(cookie, 'Marker'),
        localTime: utcIn(3),
        timeZone: 'UTC',
      })
    ).json();
    await waitForRow(fixture.t, marker.id, (r) => r.status === 'published');
    expect((await scheduleRow(fixture.t, created.id)).status).toBe('cancelled');
    expect(sitePost(postId).status).toBe('draft');
    expect(
      postRequests()
        .slice(writes)
        .every((r) => !String(r.path).endsWith(`/${postId}`)),
    ).toBe(true);
    // Editing one that ended: 409 with its state.
    const edit = await call(fixture.t.app, 'PATCH', `/api/schedules/${marker.id}`, {
      cookie,
      body: { platform: 'wordpress', localTime: utcIn(3600), timeZone: 'UTC' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'SCHEDULE_NOT_EDITABLE', details: { status: 'published' } });
  });

  it('turns a wall-clock time in the profile zone into the right instant across a daylight-saving change', async () => {
    const { cookie, user } = await connectedUser();
    await fixture.t.database.db
      .update(users)
      .set({ timeZone: 'Pacific/Auckland' })
      .where(eq(users.id, user.id));
    const articleId = await newArticle(cookie);
    fixture.wp.futureAnswer = 'draft';
    const nzChange = (
      await schedule(cookie, { platform: 'wordpress', itemId: articleId, localTime: '2027-04-04T09:00' })
    ).json();
    const dayBefore = (
      await schedule(cookie, { platform: 'wordpress', itemId: articleId, localTime: '2027-04-03T09:00' })
    ).json();
    fixture.wp.futureAnswer = 'future';
    expect(nzChange).toMatchObject({ at: '2027-04-03T21:00:00.000Z', timeZone: 'Pacific/Auckland' });
    expect(dayBefore).toMatchObject({ at: '2027-04-02T20:00:00.000Z', timeZone: 'Pacific/Auckland' });
    // Moving it keeps the zone's wall clock.
    const moved = await call(fixture.t.app, 'PATCH', `/api/schedules/${dayBefore.id}`, {
      cookie,
      body: { platform: 'wordpress', localTime: '2027-04-05T09:00' },
    });
    expect(moved.json().at).toBe('2027-04-04T21:00:00.000Z');
  });

  it('refuses a time in the past, too far ahead, or in an unknown zone, writing nothing', async () => {
    const { cookie, user } = await connectedUser();
    const articleId = await newArticle(cookie);
    const rows = async () =>
      (
        await fixture.t.database.db
          .select({ n: count() })
          .from(scheduledPosts)
          .where(eq(scheduledPosts.userId, user.id))
      )[0]!.n;
    const cases: [object, string, string][] = [
      [{ localTime: utcIn(-60), timeZone: 'UTC' }, 'localTime', 'schedule_in_past'],
      [{ localTime: utcIn(400 * 86_400), timeZone: 'UTC' }, 'localTime', 'schedule_too_far'],
      [{ localTime: '2027-02-30T09:00', timeZone: 'UTC' }, 'localTime', 'date_time_invalid'],
      [{ localTime: '2027-01-01T09:00', timeZone: 'Mars/Olympus' }, 'timeZone', 'time_zone_invalid'],
    ];
    const writes = fixture.wp.requests.length;
    for (const [when, field, message] of cases) {
      const res = await schedule(cookie, { platform: 'wordpress', itemId: articleId, ...when });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields[field]).toContain(message);
    }
    // A platform Forja does not publish to: named on the field, in a key the web translates.
    const elsewhere = await schedule(cookie, {
      platform: 'myspace',
      itemId: articleId,
      localTime: utcIn(3600),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details.fields.platform).toEqual(['platform_invalid']);
    expect(await rows()).toBe(0);
    expect(fixture.wp.requests.length).toBe(writes);
  });

  it("lists the calendar and upcoming; another user's schedule is 404 on every route and stays as it was", async () => {
    const owner = await connectedUser();
    const articleId = await newArticle(owner.cookie);
    const created = (
      await schedule(owner.cookie, {
        platform: 'wordpress',
        itemId: articleId,
        localTime: utcIn(7200),
        timeZone: 'UTC',
      })
    ).json();
    const published = await call(
      fixture.t.app,
      'POST',
      `/api/articles/${await newArticle(owner.cookie, 'Now')}/publish`,
      {
        cookie: owner.cookie,
        body: { status: 'publish' },
      },
    );
    expect(published.statusCode, published.body).toBe(200);
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const calendar = await call(fixture.t.app, 'GET', `/api/schedules?from=${from}&to=${to}`, {
      cookie: owner.cookie,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const entries = calendar.json().entries as { scheduleId: string | null; title: string; status: string }[];
    expect(entries.map((e) => [e.scheduleId, e.title, e.status])).toEqual([
      [null, 'Now', 'published'],
      [created.id, 'Eat Well for Less', 'scheduled'],
    ]);
    const upcoming = await call(fixture.t.app, 'GET', '/api/schedules/upcoming', { cookie: owner.cookie });
    expect(upcoming.json().entries.map((e: { id: string }) => e.id)).toEqual([created.id]);

    const other = await signUp(fixture.t.app);
    const before = await scheduleRow(fixture.t, created.id);
    const routes: [string, string, object?][] = [
      ['GET', `/api/schedules/${created.id}`],
      [
        'PATCH',
        `/api/schedules/${created.id}`,
        { platform: 'wordpress', localTime: utcIn(9000), timeZone: 'UTC' },
      ],
      ['POST', `/api/schedules/${created.id}/cancel`],
      ['POST', `/api/schedules/${created.id}/retry`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(fixture.t.app, method, url, { cookie: other.cookie, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await scheduleRow(fixture.t, created.id)).toEqual(before);
    const theirs = await call(fixture.t.app, 'GET', `/api/schedules?from=${from}&to=${to}`, {
      cookie: other.cookie,
    });
    expect(theirs.json().entries).toEqual([]);
    const steal = await schedule(other.cookie, {
      platform: 'wordpress',
      itemId: articleId,
      localTime: utcIn(60),
      timeZone: 'UTC',
    });
    expect(steal.statusCode).toBe(404);
  });
});
