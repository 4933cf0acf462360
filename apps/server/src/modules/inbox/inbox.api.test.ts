import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Inbox, Profile } from '@forja/contracts';
import { inboxItems } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import type { InboxNotice } from './inbox.service.js';

type Account = Awaited<ReturnType<typeof signUp>>;

const failed = (title: string): InboxNotice => ({
  kind: 'schedule_failed',
  platform: 'tiktok',
  title,
  scheduleId: null,
  at: new Date('2027-04-03T21:00:00Z'),
  lateSeconds: null,
  url: null,
  errorCode: 'PLATFORM_RECONNECT_REQUIRED',
  errorMessage: 'The platform refused the stored access.',
});
const published = (title: string): InboxNotice => ({
  ...failed(title),
  kind: 'schedule_published',
  platform: 'youtube',
  lateSeconds: 720,
  url: 'https://youtu.be/x',
  errorCode: null,
  errorMessage: null,
});

describe.each(databaseKinds)('the inbox and the time zone on %s', (kind) => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signUp(t.app, { name: 'Alice', language: 'ro' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  const inboxOf = async (who: Account) => {
    const res = await call(t.app, 'GET', '/api/inbox', { cookie: who.cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as Inbox;
  };

  it('lists what happened, newest first, and e-mails a failure in the user’s language and zone', async () => {
    await call(t.app, 'PATCH', '/api/profile', {
      cookie: alice.cookie,
      body: { timeZone: 'Pacific/Auckland' },
    });
    await t.services.inbox.notify(alice.user.id, published('Spring bread'));
    await t.services.inbox.notify(alice.user.id, failed('Rye <b>loaf</b>'));

    const inbox = await inboxOf(alice);
    expect(inbox.unread).toBe(2);
    expect(inbox.items.map((i) => [i.kind, i.title])).toEqual([
      ['schedule_failed', 'Rye <b>loaf</b>'],
      ['schedule_published', 'Spring bread'],
    ]);
    expect(inbox.items[1]).toMatchObject({ lateSeconds: 720, url: 'https://youtu.be/x', readAt: null });

    const mail = t.mails.find((m) => m.to === alice.email);
    expect(mail?.subject).toBe('O postare programată pe TikTok nu a fost publicată');
    expect(mail?.html).toContain('Rye &lt;b&gt;loaf&lt;/b&gt;');
    // 21:00 UTC on 3 April is the 4th in Auckland: the calendar opens on the user's day.
    expect(mail?.text).toContain('/calendar?date=2027-04-04');
    expect(t.mails.filter((m) => m.to === alice.email)).toHaveLength(1); // a success is not mailed
  });

  it('sends no e-mail to a user who turned e-mails off', async () => {
    const res = await call(t.app, 'PUT', '/api/notifications', {
      cookie: bob.cookie,
      body: { emailNotifications: false, marketingEmails: false },
    });
    expect(res.statusCode).toBe(200);
    await t.services.inbox.notify(bob.user.id, failed('Quiet one'));
    expect((await inboxOf(bob)).unread).toBe(1);
    expect(t.mails.some((m) => m.to === bob.email)).toBe(false);
  });

  it('marks items read: the user’s own only, some or all', async () => {
    const [aliceFirst] = (await inboxOf(alice)).items;
    const bobsItem = (await inboxOf(bob)).items[0]!;

    // Bob naming Alice's item changes nothing of hers.
    const foreign = await call(t.app, 'POST', '/api/inbox/read', {
      cookie: bob.cookie,
      body: { ids: [aliceFirst!.id] },
    });
    expect(foreign.json()).toEqual({ unread: 1 });
    const [row] = await t.database.db.select().from(inboxItems).where(eq(inboxItems.id, aliceFirst!.id));
    expect(row?.readAt).toBeNull();

    const one = await call(t.app, 'POST', '/api/inbox/read', {
      cookie: alice.cookie,
      body: { ids: [aliceFirst!.id] },
    });
    expect(one.json()).toEqual({ unread: 1 });
    // Nothing named marks nothing: "all" is said.
    const empty = await call(t.app, 'POST', '/api/inbox/read', { cookie: alice.cookie, body: {} });
    expect(empty.statusCode).toBe(400);
    const all = await call(t.app, 'POST', '/api/inbox/read', { cookie: alice.cookie, body: { all: true } });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inboxOf(bob)).items[0]).toMatchObject({ id: bobsItem.id, readAt: null });
  });

  it('refuses a malformed read request and a signed-out one', async () => {
    const bad = await call(t.app, 'POST', '/api/inbox/read', {
      cookie: alice.cookie,
      body: { ids: ['not-a-uuid'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/inbox')).statusCode).toBe(401);
  });

  it('keeps the profile’s time zone: empty until set, a known zone only', async () => {
    const fresh = await signUp(t.app);
    const before = await call(t.app, 'GET', '/api/profile', { cookie: fresh.cookie });
    expect((before.json() as Profile).timeZone).toBe('');

    const wrong = await call(t.app, 'PATCH', '/api/profile', {
      cookie: fresh.cookie,
      body: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields.timeZone).toEqual(['time_zone_invalid']);

    const set = await call(t.app, 'PATCH', '/api/profile', {
      cookie: fresh.cookie,
      body: { timeZone: 'Europe/Bucharest' },
    });
    expect((set.json() as Profile).timeZone).toBe('Europe/Bucharest');
  });

  it('removes notifications older than the keeping period', async () => {
    const before = (await inboxOf(alice)).items.length;
    await t.services.inbox.removeOld(new Date(Date.now() + 89 * 86_400_000));
    expect((await inboxOf(alice)).items).toHaveLength(before);
    await t.services.inbox.removeOld(new Date(Date.now() + 91 * 86_400_000));
    expect((await inboxOf(alice)).items).toHaveLength(0);
  });
});
