import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mailDir } from './env.ts';

/**
 * Reads the emails the server writes as .eml files under DATA_DIR/mail/ when no SMTP_URL is set.
 * A deliberately small MIME reader: headers, multipart bodies, quoted-printable and base64,
 * which is what nodemailer produces. Enough to find a link, not a general mail parser.
 */

export interface Mail {
  file: string;
  to: string;
  /** The Reply-To header, '' when absent. */
  replyTo: string;
  subject: string;
  /** Decoded text parts (text/plain first, then text/html), joined. */
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(input: string): string {
  const softBreaksRemoved = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitHeaders(section.replace(/^\n/, ''))));
}

export function parseEml(raw: string, file = ''): Mail {
  const root = splitHeaders(raw);
  const parts = leafParts(root);
  const ofType = (prefix: string) =>
    parts
      .filter((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(prefix))
      .map(decodeBody)
      .join('\n');
  return {
    file,
    to: decodeHeader(root.headers.get('to') ?? ''),
    replyTo: decodeHeader(root.headers.get('reply-to') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    text: ofType('text/plain'),
    html: ofType('text/html'),
  };
}

/** The bare addresses of an address-list header, lower-cased: `"Name" <a@b.c>, d@e.f` -> [a@b.c, d@e.f]. */
function addresses(header: string): string[] {
  return [...header.matchAll(/[^\s<>",;:]+@[^\s<>",;]+/g)].map((m) => m[0].toLowerCase());
}

async function listMails(): Promise<{ path: string; mtimeMs: number }[]> {
  let names: string[];
  try {
    names = await readdir(mailDir, { recursive: true });
  } catch {
    return [];
  }
  const files = names.filter((n) => n.endsWith('.eml')).map((n) => join(mailDir, n));
  return Promise.all(files.map(async (path) => ({ path, mtimeMs: (await stat(path)).mtimeMs })));
}

/**
 * Waits for the newest email addressed to `address` (case-insensitive), polling the mail folder.
 * `where` narrows it down when several tests write to the same address (e.g. the team's, for the contact form).
 */
export async function waitForMail(
  address: string,
  { timeoutMs = 20_000, where }: { timeoutMs?: number; where?: (mail: Mail) => boolean } = {},
): Promise<Mail> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await listMails()).sort((a, b) => b.mtimeMs - a.mtimeMs);
    for (const { path } of files) {
      const mail = parseEml(await readFile(path, 'utf8'), path);
      if (addresses(mail.to).includes(wanted) && (!where || where(mail))) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(`No email to ${address} in ${mailDir} after ${timeoutMs} ms (${files.length} .eml files there)`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The first link in the mail whose path is `pathname` (e.g. '/verify-email'), returned as a
 * path plus query so the test navigates on its own origin whatever APP_URL the server used.
 */
export function extractLink(mail: Mail, pathname: string): string {
  const haystack = `${mail.text}\n${mail.html.replace(/&amp;/g, '&')}`;
  for (const match of haystack.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathname} link in the email "${mail.subject}" (${mail.file})`);
}
