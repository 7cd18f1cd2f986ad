import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import type { FlowStep } from '../../../features/partners/flow';
import { CompanyPartnersPage, companyPartnersLoader } from './company-partners';
import {
  FlowAddressPage,
  FlowCivilStatusPage,
  FlowComplementariesPage,
  FlowStartPage,
  FlowVerificationPage,
  InvitedAnalyzingPage,
  InvitedCompletePage,
  invitedAnalyzingLoader,
} from './flow-pages';
import { InvitedRegisterPage, invitedRegisterLoader } from './invited-register';
import {
  PartnerFlowLayout,
  invitedFlowLoader,
  partnerFlowLoader,
  type FlowHandle,
} from './partner-flow-layout';
import { PartnersDocumentsPage, partnersDocumentsLoader } from './partners-documents';

const handle = (flowStep: FlowStep): FlowHandle => ({ flowStep });

/** Partners pages of the workspace: children of the dashboard/:company_id route. */
export const partnersWorkspaceChildren: RouteObject[] = [
  { path: 'company_partners', loader: companyPartnersLoader, element: <CompanyPartnersPage /> },
  { path: 'partners_documents', loader: partnersDocumentsLoader, element: <PartnersDocumentsPage /> },
];

/** The steps both flows share (spec section 2). */
const sharedSteps: RouteObject[] = [
  { index: true, handle: handle('start'), element: <FlowStartPage /> },
  { path: 'complementaries', handle: handle('complementaries'), element: <FlowComplementariesPage /> },
  { path: 'address', handle: handle('address'), element: <FlowAddressPage /> },
  { path: 'verification', handle: handle('verification'), element: <FlowVerificationPage /> },
  { path: 'civil_status', handle: handle('civil_status'), element: <FlowCivilStatusPage /> },
];

/** /{lang}/invited…: the invited partner's flow, guarded by the domain's guardInvited. */
export const invitedRoute: RouteObject = {
  path: 'invited',
  loader: invitedFlowLoader,
  element: <PartnerFlowLayout />,
  HydrateFallback: PageLoader,
  children: [
    ...sharedSteps,
    {
      path: 'register',
      handle: handle('register'),
      loader: invitedRegisterLoader,
      element: <InvitedRegisterPage />,
    },
    {
      path: 'analyzing_data',
      handle: handle('analyzing_data'),
      loader: invitedAnalyzingLoader,
      element: <InvitedAnalyzingPage />,
    },
    { path: 'validation_complete', handle: handle('validation_complete'), element: <InvitedCompletePage /> },
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
  loader: partnerFlowLoader,
  element: <PartnerFlowLayout />,
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
