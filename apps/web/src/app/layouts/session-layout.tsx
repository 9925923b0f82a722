import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { subscribeSession, getSession } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/**
 * Everything that talks to the API (sign-in pages and the app) shares one query client and one
 * toast area. It lives in this lazy layout so the public pages never download TanStack Query.
 */
const queryClient = createQueryClient();

export function SessionLayout() {
  useEffect(
    () =>
      subscribeSession(() => {
        // Another user's data must never show after a sign-out or a 401.
        if (getSession().status === 'signed-out') queryClient.clear();
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
