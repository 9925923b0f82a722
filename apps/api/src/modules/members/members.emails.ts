import type { Role } from '@carbon/contracts/auth';
import { INVITATION_TTL_DAYS } from '@carbon/contracts/members';
import { t, type AppLocale } from '../../platform/i18n.ts';
import { escapeHtml, htmlEmail, type RenderedEmail } from '../../platform/mail.ts';

/** The invitation email, in the inviter's language (the invitee's is not known yet), as text and simple HTML. */
export function renderInvitationEmail(
  locale: AppLocale,
  { inviterName, companyName, role, link }: { inviterName: string; companyName: string; role: Role; link: string },
): RenderedEmail {
  const roleName = t(locale, `email.invitation.roles.${role}`);
  const intro = t(locale, 'email.invitation.intro', { inviter: inviterName, company: companyName, role: roleName });
  const action = t(locale, 'email.invitation.action', { company: companyName });
  const expiry = t(locale, 'email.invitation.expiry', { count: INVITATION_TTL_DAYS });
  const account = t(locale, 'email.invitation.account');
  const ignore = t(locale, 'email.invitation.ignore');
  const fallback = t(locale, 'email.link_fallback');
  const signature = t(locale, 'email.signature');
  const plain = [intro, '', action, link, '', account, expiry, ignore, '', signature].join('\n');
  const safeLink = escapeHtml(link);
  const html = htmlEmail(
    locale,
    `<p>${escapeHtml(intro)}</p>
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 16px; background: #166534; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(action)}</a></p>
<p>${escapeHtml(fallback)}<br><a href="${safeLink}">${safeLink}</a></p>
<p>${escapeHtml(account)}<br>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p>`,
  );
  return { subject: t(locale, 'email.invitation.subject', { company: companyName }), text: plain, html };
}
