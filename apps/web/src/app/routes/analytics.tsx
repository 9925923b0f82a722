import { useQuery } from '@tanstack/react-query';
import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { projectsQueryOptions } from '@/features/company/api/project-queries';
import { categoriesQueryOptions } from '@/features/ledger/api/ledger-queries';
import { productsQueryOptions } from '@/features/products/api/product-queries';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { yearOptions } from '@/features/workspace/workspace-model';
import { useSession } from '@/lib/auth';

/**
 * Analytics (SPEC section 2, /analytics): the year and site are the workspace's, shared with the top bar; the
 * company's projects, its products (the per-unit view's denominator) and the taxonomy come from their own features.
 */
export function AnalyticsRoute() {
  const session = useSession();
  const workspace = useWorkspace();
  const profile = session.status === 'signed-in' ? session.profile : null;
  const companyId = profile?.company_id ?? '';
  const projects = useQuery(projectsQueryOptions(companyId));
  const categories = useQuery(categoriesQueryOptions());
  const products = useQuery(productsQueryOptions(companyId));
  if (!profile) return null;
  return (
    <AnalyticsPage
      companyId={profile.company_id}
      companyName={profile.company_name}
      year={workspace.year}
      onYearChange={workspace.setYear}
      sites={workspace.sites}
      siteId={workspace.siteId}
      onSiteChange={workspace.selectSite}
      years={yearOptions(new Date().getFullYear(), workspace.year)}
      projects={projects.data}
      products={products.data?.items}
      categories={categories.data?.categories}
    />
  );
}
