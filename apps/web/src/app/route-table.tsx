import { Navigate, type RouteObject } from 'react-router';
import { publicSections, UNKNOWN_PATH_ROUTE_ID } from './app-paths';
import { RootLayout, RouteErrorBoundary, RouteFallback } from './layouts/root-layout';
import { publicPageRoutes } from './public-pages';

const publicNotFound = () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

/**
 * SPEC section 2. Every layout and page below the root is a lazy module, so the public pages never
 * download the app shell and the app never downloads the marketing and legal pages.
 * Paths of later issues (/products, /reports, …) are deliberately absent: they fall to the
 * not-found page until their screens exist, inside the app shell (app-layout.tsx decides).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          // Home, features, solutions, pricing, contact, about, blog and legal pages: prerendered too (app/public-pages.tsx).
          ...publicPageRoutes,
          // Reads the datasets from the API, so routed here rather than prerendered.
          { path: 'sources', lazy: () => import('./routes/sources').then((m) => ({ Component: m.SourcesRoute })) },
          // The product match reads the API: routed here, rendered client-side. The product reports are public pages
          // rendered by the server at request time (publicPageRoutes above).
          { path: 'product-match', lazy: () => import('./routes/product-reports').then((m) => ({ Component: m.ProductMatchRoute })) },
          // An unknown address below a public page (/blog/…, /legal/…) stays on the public site.
          ...publicSections.map((section): RouteObject => ({ path: `${section}/*`, lazy: publicNotFound })),
        ],
      },
      {
        lazy: () => import('./layouts/session-layout').then((m) => ({ Component: m.SessionLayout })),
        children: [
          { path: 'login', lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
          { path: 'verify-email', lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })) },
          { path: 'reset-password', lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })) },
          // The emailed invitation link: open signed out (sign in or sign up, then back here) or signed in.
          { path: 'invitations/accept', lazy: () => import('./routes/accept-invitation').then((m) => ({ Component: m.AcceptInvitationRoute })) },
          {
            lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              // Reachable while setup is pending (SPEC section 2).
              { path: 'onboarding-wizard', lazy: () => import('./routes/onboarding-wizard').then((m) => ({ Component: m.OnboardingWizardRoute })) },
              { path: 'onboarding', lazy: () => import('./routes/onboarding').then((m) => ({ Component: m.OnboardingRoute })) },
              { path: 'onboarding-dashboard', lazy: () => import('./routes/onboarding').then((m) => ({ Component: m.OnboardingDashboardRoute })) },
              {
                lazy: () => import('./layouts/setup-gate').then((m) => ({ Component: m.SetupGate })),
                children: [
                  { path: 'dashboard', lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })) },
                  { path: 'analytics', lazy: () => import('./routes/analytics').then((m) => ({ Component: m.AnalyticsRoute })) },
                  { path: 'scope1', lazy: () => import('./routes/scope1').then((m) => ({ Component: m.Scope1Route })) },
                  { path: 'heating', lazy: () => import('./routes/heating').then((m) => ({ Component: m.HeatingRoute })) },
                  { path: 'packaging', lazy: () => import('./routes/packaging').then((m) => ({ Component: m.PackagingRoute })) },
                  { path: 'purchases', lazy: () => import('./routes/purchases').then((m) => ({ Component: m.PurchasesRoute })) },
                  { path: 'settings', lazy: () => import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })) },
                  // PACT, data recipient (issue 15 section 2): a supplier's footprints, and every imported footprint.
                  { path: 'settings/pact/suppliers/:id', lazy: () => import('./routes/pact').then((m) => ({ Component: m.PactSupplierRoute })) },
                  { path: 'settings/pact/imports', lazy: () => import('./routes/pact').then((m) => ({ Component: m.PactImportsRoute })) },
                  { path: 'topology', lazy: () => import('./routes/topology').then((m) => ({ Component: m.TopologyRoute })) },
                  { path: 'prices', lazy: () => import('./routes/prices').then((m) => ({ Component: m.PricesRoute })) },
                  { path: 'ef-search', lazy: () => import('./routes/ef-search').then((m) => ({ Component: m.EfSearchRoute })) },
                  { path: 'product-catalog', lazy: () => import('./routes/product-catalog').then((m) => ({ Component: m.ProductCatalogRoute })) },
                  {
                    path: 'product-catalog/edit/:id',
                    lazy: () => import('./routes/product-catalog-edit').then((m) => ({ Component: m.ProductCatalogEditRoute })),
                  },
                  { path: 'products', lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductsRoute })) },
                  { path: 'products/new', lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductNewRoute })) },
                  { path: 'products/simple/new', lazy: () => import('./routes/products').then((m) => ({ Component: m.SimpleProductNewRoute })) },
                  { path: 'products/view/:productId', lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductViewRoute })) },
                  { path: 'products/tree/:id', lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductTreeRoute })) },
                  { path: 'products/edit/:id', lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductEditRoute })) },
                  { path: 'scenarios', lazy: () => import('./routes/scenarios').then((m) => ({ Component: m.ScenariosRoute })) },
                  { path: 'scenarios/new', lazy: () => import('./routes/scenarios').then((m) => ({ Component: m.ScenarioNewRoute })) },
                  { path: 'portfolio', lazy: () => import('./routes/portfolio').then((m) => ({ Component: m.PortfolioRoute })) },
                  { path: 'reports', lazy: () => import('./routes/reports').then((m) => ({ Component: m.ReportsRoute })) },
                  { path: 'subscription', lazy: () => import('./routes/subscription').then((m) => ({ Component: m.SubscriptionRoute })) },
                  { path: 'subscription/success', lazy: () => import('./routes/subscription').then((m) => ({ Component: m.SubscriptionSuccessRoute })) },
                  { path: 'subscription/cancel', lazy: () => import('./routes/subscription').then((m) => ({ Component: m.SubscriptionCancelRoute })) },
                  { path: 'subscription/test-checkout', lazy: () => import('./routes/subscription').then((m) => ({ Component: m.TestCheckoutRoute })) },
                  { path: 'account', element: <Navigate to="/settings" replace /> },
                ],
              },
              {
                id: UNKNOWN_PATH_ROUTE_ID,
                path: '*',
                lazy: () => import('./routes/not-found').then((m) => ({ Component: m.AppNotFoundRoute })),
              },
            ],
          },
        ],
      },
    ],
  },
];
