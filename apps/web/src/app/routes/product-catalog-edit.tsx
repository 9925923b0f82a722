import { useParams } from 'react-router';
import { CatalogEditPage } from '@/features/product-catalog/components/catalog-edit-page';
import { useSession } from '@/lib/auth';

export function ProductCatalogEditRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <CatalogEditPage
      // A new id (from "New item" to an item, or between items) starts a fresh page and form.
      key={id}
      itemId={id}
      companyId={profile.company_id}
      canEdit={profile.role !== 'viewer'}
      defaultCurrency={profile.currency || 'EUR'}
    />
  );
}
