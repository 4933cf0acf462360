import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@forja/contracts';
import { contactMessages } from '../../db/schema/index.js';
import { APP_URL, call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

let address = 0;
/** Each call from its own network address, so the per-address limit only bites where a test wants it. */
function post(t: TestApp, body: unknown, remoteAddress = `10.0.0.${++address}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { origin: APP_URL, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const valid = {
  name: 'Ana Pop',
  email: 'Ana@Example.com',
  message: 'Hello, can you tell me more about the Pro plan?',
  language: 'ro',
};

describe.each(databaseKinds)('contact messages on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let secondAdmin: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  const rows = () => t.database.db.select().from(contactMessages);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CONTACT_RATE_LIMIT_PER_HOUR: '3' } });
    admin = await signUp(t.app, { name: 'Admin One', language: 'en' }); // first account: administrator
    user = await signUp(t.app, { name: 'Plain User' });
    secondAdmin = await signUp(t.app, { name: 'Admin Două', language: 'ro' });
    await t.services.users.setRole(secondAdmin.email, 'admin');
  });
  afterAll(() => t.close());

  it('refuses bad input with field codes and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...valid, name: '   ' }, 'name', 'contact_name_required'],
      [{ ...valid, email: '' }, 'email', 'email_required'],
      [{ ...valid, email: 'not-an-address' }, 'email', 'email_invalid'],
      [{ ...valid, message: ' \n ' }, 'message', 'contact_message_required'],
      [
        { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
        'message',
        'contact_message_too_long',
      ],
      [{ ...valid, name: 'n'.repeat(101) }, 'name', 'name_too_long'],
      [{ name: 'Ana', email: 'ana@example.com' }, 'message', 'contact_message_required'],
    ];
    for (const [body, field, key] of cases) {
      const res = await post(t, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details.fields[field]).toContain(key);
    }
    expect((await post(t, { ...valid, userId: 'x' })).statusCode).toBe(400);
    expect((await post(t, { ...valid, language: 'fr' })).statusCode).toBe(400);
    expect((await post(t, '{"name": "broken json')).statusCode).toBe(400);
    expect((await post(t, 'x'.repeat(300 * 1024))).json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rows()).toEqual([]);
    expect(t.mails).toEqual([]);
  });

  it('stores a message, trims it and mails every administrator in their language', async () => {
    const res = await post(t, { ...valid, name: '  Ana Pop  ' });
    expect(res.statusCode).toBe(201);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: res.json().id,
      name: 'Ana Pop',
      email: 'ana@example.com',
      language: 'ro',
      handledAt: null,
    });

    const mails = t.mails.filter((m) => m.text.includes(valid.message));
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, secondAdmin.email].sort());
    expect(mails.find((m) => m.to === admin.email)?.subject).toBe('New contact message from Ana Pop');
    expect(mails.find((m) => m.to === secondAdmin.email)?.subject).toBe('Mesaj nou de contact de la Ana Pop');
    expect(mails[0]?.text).toContain(`${APP_URL}/backend/messages`);
    expect(mails.some((m) => m.to === user.email)).toBe(false);
  });

  it('escapes what the sender wrote in the HTML mail', async () => {
    await post(t, {
      ...valid,
      email: 'html@example.com',
      name: '<b>Eve</b>',
      message: '<script>alert(1)</script>',
    });
    const mail = t.mails.find((m) => m.text.includes('<script>alert(1)</script>'))!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('lists messages newest first for an administrator and marks them handled', async () => {
    await post(t, { ...valid, email: 'second@example.com', message: 'The second message' });
    const list = await call(t.app, 'GET', '/api/admin/contact-messages', { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    const { items, openCount } = list.json();
    expect(items[0].message).toBe('The second message');
    expect(items.at(-1).message).toBe(valid.message);
    expect(openCount).toBe(items.length);

    const id = items[0].id;
    const patch = await call(t.app, 'PATCH', `/api/admin/contact-messages/${id}`, {
      cookie: admin.cookie,
      body: { handled: true },
    });
    expect(patch.statusCode).toBe(204);
    const after = (
      await call(t.app, 'GET', '/api/admin/contact-messages', { cookie: secondAdmin.cookie })
    ).json();
    expect(after.items[0]).toMatchObject({ id, handledByName: 'Admin One' });
    expect(after.items[0].handledAt).toEqual(expect.any(String));
    expect(after.openCount).toBe(openCount - 1);

    await call(t.app, 'PATCH', `/api/admin/contact-messages/${id}`, {
      cookie: admin.cookie,
      body: { handled: false },
    });
    const reopened = (
      await call(t.app, 'GET', '/api/admin/contact-messages', { cookie: admin.cookie })
    ).json();
    expect(reopened.items[0]).toMatchObject({ id, handledAt: null, handledByName: null });
  });

  it('answers 404 for an unknown message and 400 for a malformed id or body', async () => {
    const unknown = await call(
      t.app,
      'PATCH',
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000',
      {
        cookie: admin.cookie,
        body: { handled: true },
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await call(t.app, 'PATCH', '/api/admin/contact-messages/42', {
          cookie: admin.cookie,
          body: { handled: true },
        })
      ).statusCode,
    ).toBe(400);
    const [first] = (await call(t.app, 'GET', '/api/admin/contact-messages', { cookie: admin.cookie })).json()
      .items;
    const bad = await call(t.app, 'PATCH', `/api/admin/contact-messages/${first.id}`, {
      cookie: admin.cookie,
      body: { handled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the inbox from a signed-out visitor and a non-admin user, and changes nothing for them', async () => {
    const before = await rows();
    const id = before[0]!.id;
    expect((await call(t.app, 'GET', '/api/admin/contact-messages')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'PATCH', `/api/admin/contact-messages/${id}`, { body: { handled: true } }))
        .statusCode,
    ).toBe(401);

    const list = await call(t.app, 'GET', '/api/admin/contact-messages', { cookie: user.cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('FORBIDDEN');
    expect(list.body).not.toContain(valid.message);
    for (const handled of [true, false]) {
      const patch = await call(t.app, 'PATCH', `/api/admin/contact-messages/${id}`, {
        cookie: user.cookie,
        body: { handled },
      });
      expect(patch.statusCode).toBe(403);
    }
    expect(await rows()).toEqual(before);
  });

  it('limits messages per network address and per sender e-mail', async () => {
    const from = '192.0.2.7';
    for (let i = 0; i < 3; i++) {
      expect((await post(t, { ...valid, email: `limit${i}@example.com` }, from)).statusCode).toBe(201);
    }
    const limited = await post(t, { ...valid, email: 'limit9@example.com' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');

    const sender = { ...valid, email: 'busy@example.com' };
    for (let i = 0; i < 3; i++) expect((await post(t, sender)).statusCode).toBe(201);
    const again = await post(t, sender);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 3600 } });
    const count = (await rows()).filter((r) => r.email === 'busy@example.com').length;
    expect(count).toBe(3);
  });
});

describe('site config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
        ANALYTICS_SCRIPT_ATTRIBUTES: 'data-domain=forja.example',
        SOCIAL_LINKS: 'https://www.linkedin.com/company/forja, https://forja.example/blog',
      },
    });
  });
  afterAll(() => t.close());

  it('tells the browser the configured scripts and links, and the CSP allows only their origin', async () => {
    const res = await call(t.app, 'GET', '/api/site-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      analyticsScript: {
        src: 'https://stats.example.org/js/script.js',
        attributes: { 'data-domain': 'forja.example' },
      },
      marketingScript: null,
      socialLinks: [
        { network: 'linkedin', url: 'https://www.linkedin.com/company/forja' },
        { network: 'website', url: 'https://forja.example/blog' },
      ],
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://stats.example.org;");
    expect(csp).toContain("connect-src 'self' https://stats.example.org;");
  });
});
