import multipart from '@fastify/multipart';
import { IMPORT_MAX_FILE_BYTES, importEndpoints } from '@carbon/contracts/import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingUserId, type AuthenticateHook } from '../../platform/auth.ts';
import { handle, registerEndpoints, type BoundEndpoint } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { ImportService, UploadedFile } from './import.service.ts';

/** The file part and the text fields of a multipart upload; an oversized file is a 413, another body a 415. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { buffer, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    ) {
      throw new AppError(413, 'payload_too_large', { cause: error });
    }
    throw error;
  }
  return { file, fields };
}

export function importRoutes(service: ImportService): BoundEndpoint[] {
  return [
    handle(importEndpoints.entries, async ({ user, request }) => {
      const { file, fields } = await readUpload(request);
      return service.importEntries(user.userId, file, fields, requestLocale(request), actingUserId(user));
    }),
    handle(importEndpoints.fec, async ({ user, request }) => {
      const { file, fields } = await readUpload(request);
      return service.importFec(user.userId, file, fields, requestLocale(request));
    }),
    handle(importEndpoints.mapping, ({ user, query }) => service.mapping(user.userId, query.company_id)),
  ];
}

/** The import routes in a scope of their own: only they take multipart bodies, bounded in size. */
export async function registerImportRoutes(
  api: FastifyInstance,
  authenticate: AuthenticateHook,
  service: ImportService,
): Promise<void> {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 20_000, parts: 12 },
    });
    registerEndpoints(scope, authenticate, importRoutes(service));
  });
}
