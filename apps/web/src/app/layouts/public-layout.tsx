import { PublicFrame } from '@/features/public/components/public-frame';
import { useSession } from '@/lib/auth';

/** The public layout of the single-page app; the prerendered site uses app/public-site/public-site.tsx. */
export function PublicLayout() {
  const session = useSession();
  return <PublicFrame signedIn={session.status === 'signed-in'} />;
}
