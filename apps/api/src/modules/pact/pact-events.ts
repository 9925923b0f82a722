import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { pactPostEvent } from './pact-client.ts';
import { PACT_PREFIX, PACT_REPLY_JOB, replyEvent, type PactReplyPayload } from './pact-api.ts';
import type { PactRepository, PartnerRow } from './pact.repository.ts';
import {
  PACT_PRODUCTS_SAVED_JOB,
  PACT_PUBLISH_JOB,
  type PactPublishPayload,
  type PactService,
} from './pact.service.ts';

/**
 * Retries of an asynchronous reply: the queue doubles its delay from 30 s (jobs-queue.ts `retryDelayMs`), so 12
 * retries spread over about 68 hours, close to the 72 hours after which the specification lets a sender give up.
 */
export const PACT_REPLY_RETRIES = 12;

type CallbackPartner = PartnerRow & { callbackBaseUrl: string };

/** The partner an event goes to; a revoked or deleted one, or one without a callback, gets nothing more from us. */
async function callbackPartner(repository: PactRepository, partnerId: string): Promise<CallbackPartner | null> {
  const partner = await repository.findPartner(partnerId);
  if (!partner || partner.revoked || !partner.callbackBaseUrl) return null;
  return partner as CallbackPartner;
}

/** Posts an event to the partner's callback with the credentials it gave us (stored without a trailing slash). */
function postToCallback(partner: CallbackPartner, event: Record<string, unknown>): Promise<void> {
  return pactPostEvent(partner.callbackBaseUrl, partner.callbackClientId ?? '', partner.callbackClientSecret ?? '', event);
}

/**
 * Answers a RequestCreatedEvent (rest-api.md, "Asynchronous requests"): gets a token at the partner's
 * `{base}/auth/token` with the credentials it gave us, then posts a RequestFulfilledEvent or RequestRejectedEvent to
 * `{base}/3/events`. Any failure throws, so the job queue retries with back-off.
 */
export function registerPactReplies(
  jobs: JobQueue,
  service: PactService,
  repository: PactRepository,
  ourBaseUrl: () => string,
): void {
  jobs.register<PactReplyPayload>(
    PACT_REPLY_JOB,
    async (payload) => {
      const partner = await callbackPartner(repository, payload.partnerId);
      if (!partner) return { skipped: true };
      const footprints = await service.listFootprints(partner, payload.filters);
      const event = replyEvent(payload, footprints, `${ourBaseUrl()}${PACT_PREFIX}`);
      await postToCallback(partner, event);
      return { type: String(event.type), footprints: footprints.length };
    },
    { retryLimit: PACT_REPLY_RETRIES },
  );

  // A new version of a shared footprint, announced to a partner that gave us a callback address (decision 0035).
  jobs.register<PactPublishPayload>(
    PACT_PUBLISH_JOB,
    async (payload) => {
      const partner = await callbackPartner(repository, payload.partnerId);
      if (!partner) return { skipped: true };
      await postToCallback(partner, publishedEvent(payload.pfIds, `${ourBaseUrl()}${PACT_PREFIX}`));
      return { pfIds: payload.pfIds.length };
    },
    { retryLimit: PACT_REPLY_RETRIES },
  );

  // Products saved: their shared footprints get their new versions now (and partners hear of them).
  jobs.register<{ productIds: string[] }>(
    PACT_PRODUCTS_SAVED_JOB,
    async (payload) => {
      await service.refresh(payload.productIds);
    },
    { retryLimit: 3 },
  );
}

/** A PublishedEvent (rest-api.md, "Action Events"): new footprints the recipient may now read. */
export function publishedEvent(pfIds: readonly string[], ourSource: string): Record<string, unknown> {
  return {
    type: `org.wbcsd.pact.ProductFootprint.PublishedEvent.3`,
    specversion: '1.0',
    id: randomUUID(),
    source: ourSource,
    time: new Date().toISOString(),
    data: { pfIds: [...pfIds] },
  };
}
