import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/auth';

/** SPEC section 4: while setup is pending, protected pages other than onboarding send to the wizard. */
export function SetupGate() {
  const session = useSession();
  if (session.status === 'signed-in' && session.profile?.pending_setup) {
    return <Navigate to="/onboarding-wizard" replace />;
  }
  return <Outlet />;
}
