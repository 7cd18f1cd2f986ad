import type { RouteObject } from 'react-router';
import { AppLayout } from '../app-layout';
import { BeginningPage, beginningLoader } from './beginning';
import { SelectActivitiesPage, selectActivitiesLoader } from './select-activities';

/** Beginning, under /{lang}/beginning/{company_id} (spec section 2): Beginning and SelectActivities. */
export const beginningRoute: RouteObject = {
  path: 'beginning/:company_id',
  element: <AppLayout />,
  children: [
    { index: true, loader: beginningLoader, element: <BeginningPage /> },
    { path: 'select_activities', loader: selectActivitiesLoader, element: <SelectActivitiesPage /> },
  ],
};
