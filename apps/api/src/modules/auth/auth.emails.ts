import type { AppLocale } from '../../platform/i18n.ts';
import { t } from '../../platform/i18n.ts';

export type AccountEmailKind = 'verify' | 'reset';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

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
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(text('intro'))}</p>
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 16px; background: #166534; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(text('action'))}</a></p>
<p>${escapeHtml(fallback)}<br><a href="${safeLink}">${safeLink}</a></p>
<p>${escapeHtml(text('expiry'))}<br>${escapeHtml(text('ignore'))}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { subject: text('subject'), text: plain, html };
}
