import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/auth';
import { RouteFallback } from './root-layout';

/**
 * SPEC section 4: while setup is pending, protected pages other than onboarding send to the wizard.
 * A token issued before setup was finished still claims pending_setup, so the gate waits for the
 * server's profile before redirecting on the token's word.
 */
export function SetupGate() {
  const session = useSession();
  if (session.status === 'signed-in' && session.profile?.pending_setup) {
    if (!session.profileSettled) return <RouteFallback />;
    return <Navigate to="/onboarding-wizard" replace />;
  }
  return <Outlet />;
}
