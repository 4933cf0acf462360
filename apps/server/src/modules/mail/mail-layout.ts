import type { Language } from '@forja/contracts';
import type { OutgoingMail } from '../../integrations/email/transport.js';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/** Renders the one look every studio mail has, as HTML and as plain text. */
export function renderMail(c: MailContent): OutgoingMail {
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(c.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p style="font-weight:700;font-size:20px">Forja</p>
<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#555">${escapeHtml(c.footer)}</p>
</body></html>`;
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    c.footer,
  ].join('\n');
  return { to: c.to, subject: c.subject, html, text };
}

/** The words of a mail with one button, in one language. */
export interface ActionMailCopy {
  subject: string;
  greeting: (name: string) => string;
  body: string[];
  action: string;
  footer: string;
}

/** A mail that greets the user in their language and offers one link (a reset, a subscription…). */
export function actionMail(copy: Record<Language, ActionMailCopy>) {
  return (to: { email: string; name: string; language: Language }, url: string): OutgoingMail => {
    const c = copy[to.language];
    return renderMail({
      to: to.email,
      subject: c.subject,
      greeting: c.greeting(to.name),
      paragraphs: c.body,
      action: { label: c.action, url },
      footer: c.footer,
    });
  };
}
