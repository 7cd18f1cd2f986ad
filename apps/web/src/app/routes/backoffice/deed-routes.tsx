import type { RouteObject } from 'react-router';
import { DeedCompanyPage } from '../../../features/backoffice/deed/deed-company-page';
import { DeedQueuePage } from '../../../features/backoffice/deed/deed-queue-page';

/** The back office's deed and delivery: the queue of signed companies, and one company's deed page. */
export const deedBackofficeChildren: RouteObject[] = [
  { path: 'deed', element: <DeedQueuePage /> },
  { path: 'deed/:companyId', element: <DeedCompanyPage /> },
];
