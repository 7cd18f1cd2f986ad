import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { CommissaryLayout, type CommissaryHandle } from './commissary-layout';
import { commissaryLoader } from './commissary-loader';
import { CommissaryComplementariesPage, CommissaryEndPage, CommissaryStartPage } from './commissary-pages';

const handle = (commissaryStep: CommissaryHandle['commissaryStep']): CommissaryHandle => ({ commissaryStep });

/** /{lang}/commissary…?company=ID: the commissary's three steps, each guarded by the domain's guardCommissary. */
export const commissaryRoute: RouteObject = {
  path: 'commissary',
  element: <CommissaryLayout />,
  HydrateFallback: PageLoader,
  children: [
    {
      index: true,
      handle: handle('CommissaryStart'),
      loader: commissaryLoader('CommissaryStart'),
      element: <CommissaryStartPage />,
    },
    {
      path: 'complementaries',
      handle: handle('CommissaryComplementaries'),
      loader: commissaryLoader('CommissaryComplementaries'),
      element: <CommissaryComplementariesPage />,
    },
    {
      path: 'end',
      handle: handle('CommissaryEnd'),
      loader: commissaryLoader('CommissaryEnd'),
      element: <CommissaryEndPage />,
    },
    {
      path: '*',
      loader: ({ request, params }) => {
        const url = new URL(request.url);
        return redirect(`/${params.lang ?? 'es'}/commissary${url.search}`);
      },
      element: null,
    },
  ],
};
