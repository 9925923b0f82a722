import type { JobQueue } from '../../platform/jobs-queue.ts';
import { PACT_PREFIX, PACT_REPLY_JOB, replyEvent, type PactReplyPayload } from './pact-api.ts';
import type { PactRepository } from './pact.repository.ts';
import type { PactService } from './pact.service.ts';

/**
 * Retries of an asynchronous reply: the queue doubles its delay from 30 s (jobs-queue.ts `retryDelayMs`), so 12
 * retries spread over about 68 hours, close to the 72 hours after which the specification lets a sender give up.
 */
export const PACT_REPLY_RETRIES = 12;
const CALL_TIMEOUT_MS = 10_000;

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
      const partner = await repository.findPartner(payload.partnerId);
      // A revoked or deleted partner gets nothing more from us.
      if (!partner || partner.revoked || !partner.callbackBaseUrl) return { skipped: true };
      const base = partner.callbackBaseUrl.replace(/\/+$/, '');
      const footprints = await service.listFootprints(partner, payload.filters);
      const event = replyEvent(payload, footprints, `${ourBaseUrl()}${PACT_PREFIX}`);
      const basic = Buffer.from(
        `${encodeURIComponent(partner.callbackClientId ?? '')}:${encodeURIComponent(partner.callbackClientSecret ?? '')}`,
      ).toString('base64');
      const tokenResponse = await fetch(`${base}/auth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!tokenResponse.ok) throw new Error(`token request to ${base} answered ${tokenResponse.status}`);
      const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
      if (!accessToken) throw new Error(`token request to ${base} gave no access_token`);
      const eventResponse = await fetch(`${base}/3/events`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/cloudevents+json; charset=UTF-8',
        },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!eventResponse.ok) throw new Error(`event post to ${base} answered ${eventResponse.status}`);
      return { type: String(event.type), footprints: footprints.length };
    },
    { retryLimit: PACT_REPLY_RETRIES },
  );
}
