import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createSmtpTransport } from './transport.js';

/** The SMTP transport against a real SMTP server on this machine. */
describe('SMTP transport', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers an HTML and text mail from the configured sender', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Forja <no-reply@forja.test>');
    const result = await transport.deliver({
      to: 'ana@example.com',
      subject: 'Resetează parola Forja',
      html: '<p>Bună, <strong>Ana</strong></p>',
      text: 'Bună, Ana',
    });
    expect(result).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@forja.test');
    expect(received[0]!.to).toEqual(['ana@example.com']);
    const mail = await simpleParser(received[0]!.raw);
    expect(mail.subject).toBe('Resetează parola Forja');
    expect(mail.html).toContain('<strong>Ana</strong>');
    expect(mail.text?.trim()).toBe('Bună, Ana');
  });

  it('fails loudly when the SMTP server cannot be reached (the job then retries)', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1', 'Forja <no-reply@forja.test>');
    await expect(
      transport.deliver({ to: 'a@example.com', subject: 's', html: '<p>x</p>', text: 'x' }),
    ).rejects.toThrow();
  });
});
