import type { RouteObject } from 'react-router';
import { CommissariesPage } from '../../../features/backoffice/commissaries/commissaries-page';
import { CommissaryAssignmentsPage } from '../../../features/backoffice/commissaries/commissary-assignments-page';

/** The back office's commissary pages: Forja's commissaries, and assigning them to companies that bought the service. */
export const commissariesBackofficeChildren: RouteObject[] = [
  { path: 'commissaries', element: <CommissariesPage /> },
  { path: 'commissaries/assignments', element: <CommissaryAssignmentsPage /> },
];
