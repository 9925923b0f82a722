import {
  subscriptionEndpoints,
  type CheckoutRequest,
  type TestCheckoutPayRequest,
} from '@carbon/contracts/subscriptions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function subscriptionQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.subscription(companyId),
    queryFn: ({ signal }) => callApi(subscriptionEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function testCheckoutQueryOptions(session: string) {
  return queryOptions({
    queryKey: ['billing', 'test-checkout', session] as const,
    queryFn: ({ signal }) => callApi(subscriptionEndpoints.testCheckoutSession, { query: { session } }, { signal }),
    enabled: session !== '',
    retry: false,
  });
}

/** Leaves the app for the checkout (Stripe's page, or the built-in test checkout). */
function goTo(url: string): void {
  window.location.assign(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutRequest) => callApi(subscriptionEndpoints.checkout, { body: input }),
    onSuccess: ({ url }) => goTo(url),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: (companyId: string) => callApi(subscriptionEndpoints.portal, { body: { company_id: companyId } }),
    onSuccess: ({ url }) => goTo(url),
  });
}

export function useCancelSubscription(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(subscriptionEndpoints.cancel, { body: { company_id: companyId } }),
    onSuccess: (subscription) => {
      client.setQueryData(queryKeys.subscription(companyId), subscription);
      void client.invalidateQueries({ queryKey: queryKeys.entitlements(companyId) });
    },
  });
}

export function usePayTestCheckout() {
  return useMutation({
    mutationFn: (input: TestCheckoutPayRequest) => callApi(subscriptionEndpoints.testCheckoutPay, { body: input }),
    onSuccess: ({ url }) => goTo(url),
  });
}
