import { limitedResources, planLimitFieldsSchema, type LimitedResource } from '@carbon/contracts/entitlements';
import { useCallback } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, clientErrorCodes } from './api-client';

const ERRORS_PREFIX = 'errors.';

function isLimitedResource(value: string): value is LimitedResource {
  return (limitedResources as readonly string[]).includes(value);
}

/**
 * The text to show for a failed call. The API already answers in the request's language, so its
 * message is shown as is; failures with no answer (network, timeout) and unexpected exceptions get
 * the client's own words (SPEC section 8: 'Network error', 'An unknown error occurred'). A plan limit
 * (403 `plan_limit`) is worded here from its plan and limit, with the plan names of the pricing page.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.code === clientErrorCodes.network) return t('network_error');
        if (error.code === clientErrorCodes.timeout) return t('request_timeout');
        if (error.code === 'plan_limit') return planLimitText(error, t, i18n) ?? (error.message || t('plan_limit'));
        return error.message || t('request_failed');
      }
      return t('unknown_error');
    },
    [t, i18n],
  );
}

/**
 * The refusal in the catalog's words, or null when the answer lacks its fields. The plan names live in the
 * pricing catalog: rather than suspend every screen that shows errors until it loads, the server's message
 * (the same words, in the same language) stands in while it is fetched.
 */
function planLimitText(error: ApiError, t: TFunction<'errors'>, i18n: I18n): string | null {
  const refusal = planLimitFieldsSchema.safeParse(error.body);
  if (!refusal.success) return null;
  if (!i18n.hasLoadedNamespace('pricing')) {
    void i18n.loadNamespaces('pricing');
    return null;
  }
  const { plan, limit, resource } = refusal.data;
  const planName = i18n.t(`plans.${plan}.name`, { ns: 'pricing' });
  return isLimitedResource(resource)
    ? t(`plan_limits.${resource}`, { plan: planName, count: limit })
    : t(`plan_limits.${resource}`, { plan: planName });
}

/**
 * Contract schemas carry i18n keys of the errors namespace ('errors.field_required'); this turns a
 * form error into words. Anything else (a message the web wrote itself) is shown unchanged.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      if (!message.startsWith(ERRORS_PREFIX)) return message;
      const key = message.slice(ERRORS_PREFIX.length);
      // Keys come from the contracts at run time; an unknown one falls back to the generic text.
      return t(key as 'invalid_input', { defaultValue: t('invalid_input') });
    },
    [t],
  );
}

/** The field name of a 422 issue (`loc` like ["body", "email"]), to put its message under that field. */
export function fieldOfIssue(loc: (string | number)[]): string | undefined {
  const last = loc[loc.length - 1];
  return typeof last === 'string' && last !== 'body' ? last : undefined;
}
