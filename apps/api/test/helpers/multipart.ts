import type { FastifyInstance } from 'fastify';
import { bearer, type RegisteredUser } from './test-app.ts';

export type MultipartParts = Record<string, string | { filename: string; content: string | Buffer }>;

/** A multipart/form-data body as a browser sends a file upload: text fields and files. */
export function multipart(parts: MultipartParts) {
  const boundary = '----carbon-import-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        Buffer.isBuffer(value.content) ? value.content : Buffer.from(value.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs an upload to /api/v1{url} as the user, in the language given. */
export function uploadAs(
  app: FastifyInstance,
  user: RegisteredUser,
  url: string,
  parts: MultipartParts,
  lang: 'en' | 'fr' = 'en',
) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(user.access_token), 'content-type': contentType, 'accept-language': lang },
    payload,
  });
}
