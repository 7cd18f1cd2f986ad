import type { RouteObject } from 'react-router';
import { WorkspaceLayout, workspaceLoader } from '../dashboard/workspace-layout';
import { AccountantTallyPage, accountantTallyLoader } from './accountant-tally';
import { CompanyFielsPage, companyFielsLoader } from './company-fiels';

/**
 * /{lang}/administration/{company_id}/...: the company's administration after its formation (the SAT, the
 * accountant), inside the workspace's layout and loader so the sidebar and the help widget stay.
 */
export const administrationRoute: RouteObject = {
  path: 'administration/:company_id',
  loader: workspaceLoader,
  element: <WorkspaceLayout />,
  children: [
    { path: 'company_fiels', loader: companyFielsLoader, element: <CompanyFielsPage /> },
    { path: 'accountant_tally', loader: accountantTallyLoader, element: <AccountantTallyPage /> },
  ],
};
