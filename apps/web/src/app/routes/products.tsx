import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ProductEditPage } from '@/features/products/components/product-edit-page';
import { ProductTreePage } from '@/features/products/components/product-tree-page';
import { ProductViewPage } from '@/features/products/components/product-view-page';
import { SoldProductsSection } from '@/features/product-inventory/sold-products-section';
import { ProductWizard } from '@/features/products/components/product-wizard';
import { ProductsListPage } from '@/features/products/components/products-list-page';
import { SimpleProductForm } from '@/features/products/components/simple-product-form';
import { PactPlanGate } from '@/app/pact-plan-gate';
import { PactSharesSection } from '@/features/pact/components/pact-shares-section';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

function useProfile(titleKey: 'title' | 'wizard.title_new' | 'simple.title') {
  const { t } = useTranslation('products');
  const session = useSession();
  useDocumentTitle(t(titleKey));
  return session.status === 'signed-in' ? session.profile : null;
}

/** The products' screens sit in the app's content column, as every other screen does. */
function Screen({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl p-6">{children}</div>;
}

export function ProductsRoute() {
  const profile = useProfile('title');
  if (!profile) return null;
  return (
    <Screen>
      <ProductsListPage companyId={profile.company_id} canEdit={profile.role !== 'viewer'} />
    </Screen>
  );
}

export function ProductNewRoute() {
  const profile = useProfile('wizard.title_new');
  const workspace = useWorkspace();
  if (!profile) return null;
  // A viewer reads products but cannot create them.
  if (profile.role === 'viewer') return <Navigate to="/products" replace />;
  const site = workspace.sites.find((item) => item.id === workspace.siteId) ?? null;
  return (
    <Screen>
      <ProductWizard
        companyId={profile.company_id}
        siteId={site?.id ?? null}
        siteName={site?.name ?? null}
        year={workspace.year}
        product={null}
      />
    </Screen>
  );
}

export function SimpleProductNewRoute() {
  const profile = useProfile('simple.title');
  if (!profile) return null;
  if (profile.role === 'viewer') return <Navigate to="/products" replace />;
  return (
    <Screen>
      <SimpleProductForm companyId={profile.company_id} />
    </Screen>
  );
}

export function ProductViewRoute() {
  const { productId = '' } = useParams();
  const profile = useProfile('title');
  const workspace = useWorkspace();
  if (!profile) return null;
  return (
    <Screen>
      <ProductViewPage
        key={productId}
        productId={productId}
        companyId={profile.company_id}
        canEdit={profile.role !== 'viewer'}
        inventorySection={(product) => (
          <SoldProductsSection
            companyId={profile.company_id}
            siteId={product.site_id}
            productId={product.id}
            productName={product.name}
            initialYear={workspace.year}
            canEdit={profile.role !== 'viewer'}
          />
        )}
      />
      {(profile.role === 'owner' || profile.role === 'admin') && (
        <div className="mt-6">
          <PactPlanGate companyId={profile.company_id}>
            <PactSharesSection companyId={profile.company_id} productId={productId} />
          </PactPlanGate>
        </div>
      )}
    </Screen>
  );
}

export function ProductTreeRoute() {
  const { id = '' } = useParams();
  const profile = useProfile('title');
  if (!profile) return null;
  return (
    <Screen>
      <ProductTreePage key={id} productId={id} />
    </Screen>
  );
}

export function ProductEditRoute() {
  const { id = '' } = useParams();
  const profile = useProfile('title');
  const workspace = useWorkspace();
  if (!profile) return null;
  if (profile.role === 'viewer') return <Navigate to={`/products/view/${id}`} replace />;
  return (
    <Screen>
      <ProductEditPage
        key={id}
        productId={id}
        companyId={profile.company_id}
        year={workspace.year}
        siteName={(siteId) => workspace.sites.find((item) => item.id === siteId)?.name ?? null}
      />
    </Screen>
  );
}
