import type { ComponentType } from 'react';
import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import type { FlowStep } from '../../../features/partners/flow';
import { loadRouteModule } from '../../../lib/load-route-module';
import type { FlowHandle } from './partner-flow-layout';

const handle = (flowStep: FlowStep): FlowHandle => ({ flowStep });

/** The partner flows' pages, one file per step under routes/invited (the steps /isPartner shares too). */
const flowPages = {
  start: () => import('../invited/start').then((m) => m.FlowStartPage),
  complementaries: () => import('../invited/complementaries').then((m) => m.FlowComplementariesPage),
  address: () => import('../invited/address').then((m) => m.FlowAddressPage),
  verification: () => import('../invited/verification').then((m) => m.FlowVerificationPage),
  civil_status: () => import('../invited/civil-status').then((m) => m.FlowCivilStatusPage),
  validation_complete: () => import('../invited/validation-complete').then((m) => m.InvitedCompletePage),
} satisfies Partial<Record<FlowStep, () => Promise<ComponentType>>>;

/** A page of the partner flows that needs no loader of its own. */
function lazyFlowPage(step: keyof typeof flowPages): LazyRouteFunction<RouteObject> {
  return () => loadRouteModule(flowPages[step]).then((Component) => ({ Component }));
}

/** The partner flows' frame, with the loader of the invited flow or of a signed-in partner's. */
function lazyFlowLayout(flow: 'invited' | 'partner'): LazyRouteFunction<RouteObject> {
  return () =>
    loadRouteModule(() => import('./partner-flow-layout')).then((m) => ({
      Component: m.PartnerFlowLayout,
      loader: flow === 'invited' ? m.invitedFlowLoader : m.partnerFlowLoader,
    }));
}

/** Partners pages of the workspace: children of the dashboard/:company_id route. */
export const partnersWorkspaceChildren: RouteObject[] = [
  {
    path: 'company_partners',
    lazy: () =>
      loadRouteModule(() => import('./company-partners')).then((m) => ({
        Component: m.CompanyPartnersPage,
        loader: m.companyPartnersLoader,
      })),
  },
  {
    path: 'partners_documents',
    lazy: () =>
      loadRouteModule(() => import('./partners-documents')).then((m) => ({
        Component: m.PartnersDocumentsPage,
        loader: m.partnersDocumentsLoader,
      })),
  },
];

/** The steps both flows share (spec section 2). */
const sharedSteps: RouteObject[] = [
  { index: true, handle: handle('start'), lazy: lazyFlowPage('start') },
  {
    path: 'complementaries',
    handle: handle('complementaries'),
    lazy: lazyFlowPage('complementaries'),
  },
  { path: 'address', handle: handle('address'), lazy: lazyFlowPage('address') },
  { path: 'verification', handle: handle('verification'), lazy: lazyFlowPage('verification') },
  { path: 'civil_status', handle: handle('civil_status'), lazy: lazyFlowPage('civil_status') },
];

/** /{lang}/invited…: the invited partner's flow, guarded by the domain's guardInvited. */
export const invitedRoute: RouteObject = {
  path: 'invited',
  lazy: lazyFlowLayout('invited'),
  HydrateFallback: PageLoader,
  children: [
    ...sharedSteps,
    {
      path: 'register',
      handle: handle('register'),
      lazy: () =>
        loadRouteModule(() => import('./invited-register')).then((m) => ({
          Component: m.InvitedRegisterPage,
          loader: m.invitedRegisterLoader,
        })),
    },
    {
      path: 'analyzing_data',
      handle: handle('analyzing_data'),
      lazy: () =>
        loadRouteModule(() => import('../invited/analyzing-data')).then((m) => ({
          Component: m.InvitedAnalyzingPage,
          loader: m.invitedAnalyzingLoader,
        })),
    },
    {
      path: 'validation_complete',
      handle: handle('validation_complete'),
      lazy: lazyFlowPage('validation_complete'),
    },
    {
      path: '*',
      loader: ({ request, params }) => {
        const url = new URL(request.url);
        return redirect(`/${params.lang ?? 'es'}/invited${url.search}`);
      },
      element: null,
    },
  ],
};

/** /{lang}/isPartner/{company_id}…: a signed-in partner completes their own partner data. */
export const isPartnerRoute: RouteObject = {
  path: 'isPartner/:company_id',
  lazy: lazyFlowLayout('partner'),
  HydrateFallback: PageLoader,
  children: [
    ...sharedSteps,
    {
      path: '*',
      loader: ({ params }) => redirect(`/${params.lang ?? 'es'}/isPartner/${params.company_id ?? ''}`),
      element: null,
    },
  ],
};
