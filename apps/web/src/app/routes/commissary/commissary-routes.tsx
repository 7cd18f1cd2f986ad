import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { loadRouteModule } from '../../../lib/load-route-module';
import type { CommissaryHandle } from './commissary-layout';

const handle = (commissaryStep: CommissaryHandle['commissaryStep']): CommissaryHandle => ({ commissaryStep });

type CommissaryPage = 'CommissaryStartPage' | 'CommissaryComplementariesPage' | 'CommissaryEndPage';

/** One commissary step's page, with its loader guarded by the domain's guardCommissary. */
function lazyCommissaryStep(
  step: CommissaryHandle['commissaryStep'],
  page: CommissaryPage,
): LazyRouteFunction<RouteObject> {
  return () =>
    Promise.all([
      loadRouteModule(() => import('./commissary-pages')),
      loadRouteModule(() => import('./commissary-loader')),
    ]).then(([pages, loaders]) => ({ Component: pages[page], loader: loaders.commissaryLoader(step) }));
}

/** /{lang}/commissary…?company=ID: the commissary's three steps, each guarded by the domain's guardCommissary. */
export const commissaryRoute: RouteObject = {
  path: 'commissary',
  lazy: () =>
    loadRouteModule(() => import('./commissary-layout')).then((m) => ({ Component: m.CommissaryLayout })),
  HydrateFallback: PageLoader,
  children: [
    {
      index: true,
      handle: handle('CommissaryStart'),
      lazy: lazyCommissaryStep('CommissaryStart', 'CommissaryStartPage'),
    },
    {
      path: 'complementaries',
      handle: handle('CommissaryComplementaries'),
      lazy: lazyCommissaryStep('CommissaryComplementaries', 'CommissaryComplementariesPage'),
    },
    {
      path: 'end',
      handle: handle('CommissaryEnd'),
      lazy: lazyCommissaryStep('CommissaryEnd', 'CommissaryEndPage'),
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
