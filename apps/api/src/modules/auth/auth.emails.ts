import type { AppLocale } from '../../platform/i18n.ts';
import { t } from '../../platform/i18n.ts';
import { escapeHtml, htmlEmail, type RenderedEmail } from '../../platform/mail.ts';

export type AccountEmailKind = 'verify' | 'reset';

/** The verification and reset emails, in the recipient's language, as plain text and simple HTML. */
export function renderAccountEmail(
  kind: AccountEmailKind,
  locale: AppLocale,
  firstName: string,
  link: string,
): RenderedEmail {
  const text = (key: string) => t(locale, `email.${kind}.${key}`);
  const greeting = t(locale, 'email.greeting', { name: firstName });
  const fallback = t(locale, 'email.link_fallback');
  const signature = t(locale, 'email.signature');
  const plain = [
    greeting,
    '',
    text('intro'),
    '',
    text('action'),
    link,
    '',
    text('expiry'),
    text('ignore'),
    '',
    signature,
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = htmlEmail(
    locale,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(text('intro'))}</p>
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 16px; background: #166534; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(text('action'))}</a></p>
<p>${escapeHtml(fallback)}<br><a href="${safeLink}">${safeLink}</a></p>
<p>${escapeHtml(text('expiry'))}<br>${escapeHtml(text('ignore'))}</p>
<p>${escapeHtml(signature)}</p>`,
  );
  return { subject: text('subject'), text: plain, html };
}
