import { PublicFrame } from '@/features/public/components/public-frame';
import { useSession } from '@/lib/auth';
import { NotFoundRoute } from '../routes/not-found';

/** The public layout of the single-page app; the prerendered site uses app/public-site/public-site.tsx. */
export function PublicLayout() {
  const session = useSession();
  return <PublicFrame signedIn={session.status === 'signed-in'} />;
}

/** A visitor's address that no page answers: the public frame around the not-found page. */
export function PublicNotFoundPage() {
  return (
    <PublicFrame signedIn={false}>
      <NotFoundRoute />
    </PublicFrame>
  );
}
