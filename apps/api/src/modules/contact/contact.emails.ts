import type { ContactMessage } from '@carbon/contracts/contact';
import { t, type AppLocale } from '../../platform/i18n.ts';
import { escapeHtml, htmlEmail, type RenderedEmail } from '../../platform/mail.ts';

/**
 * The team's copy of a contact message, in the language the visitor wrote in. Everything the visitor
 * typed is escaped in the HTML part; the plain-text part carries it as is.
 */
export function renderContactEmail(message: ContactMessage, locale: AppLocale): RenderedEmail {
  const label = (key: string) => t(locale, `email.contact.${key}`);
  const company = message.company || label('not_given');
  const language = message.locale === 'fr' ? 'Français' : 'English';
  const reply = t(locale, 'email.contact.reply', { name: message.name, email: message.email });
  const fields: [string, string][] = [
    [label('from'), `${message.name} <${message.email}>`],
    [label('company'), company],
    [label('language'), language],
    [label('topic'), message.subject],
  ];
  const text = [
    label('intro'),
    '',
    ...fields.map(([name, value]) => `${name}: ${value}`),
    '',
    `${label('message')}:`,
    message.message,
    '',
    reply,
  ].join('\n');
  const rows = fields
    .map(([name, value]) => `<tr><th align="left" style="padding: 2px 12px 2px 0">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = htmlEmail(
    locale,
    `<p>${escapeHtml(label('intro'))}</p>
<table>${rows}</table>
<p><strong>${escapeHtml(label('message'))}</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>
<p>${escapeHtml(reply)}</p>`,
  );
  return { subject: t(locale, 'email.contact.subject', { subject: message.subject }), text, html };
}
