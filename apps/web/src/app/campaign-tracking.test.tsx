import { CAMPAIGN_STORAGE_KEY } from '@forja/domain';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCampaign, getCampaign, setCampaign } from '../lib/campaign-store';
import { revalidateOnEveryPath } from './campaign-tracking';
import { routes } from './routes';
import { languageLoader } from './routes/language-layout';

/** The language route as routes.tsx declares it (loader + revalidation), with bare pages under it. */
const tree: RouteObject[] = [
  {
    path: '/:lang',
    loader: languageLoader,
    shouldRevalidate: revalidateOnEveryPath,
    children: [
      { index: true, element: <p>Login</p> },
      { path: 'companies', element: <p>Companies</p> },
      { path: 'account', element: <p>Account</p> },
      { path: 'invited', element: <p>Start</p> },
      { path: 'auth/new_password', element: <p>New password</p> },
      { path: 'payment/:company_id/checkout', element: <p>Checkout</p> },
    ],
  },
];

async function start(path: string) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  router.initialize();
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    }
  });
  return router;
}

const where = (router: Awaited<ReturnType<typeof start>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => clearCampaign());

describe('campaign tracking in the router', () => {
  it('is wired into the language route of the real route tree', () => {
    const language = routes.find((route) => route.path === '/:lang');
    expect(language?.loader).toBe(languageLoader);
    expect(language?.shouldRevalidate).toBe(revalidateOnEveryPath);
  });

  it('keeps the URL values and puts them back on every later page', async () => {
    const router = await start('/es/companies?utm_source=newsletter&utm_campaign=otono');
    expect(getCampaign()).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono', utm_medium: '' });
    expect(JSON.parse(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? '{}')).toMatchObject({
      utm_source: 'newsletter',
    });
    await router.navigate('/es/account');
    expect(where(router)).toBe('/es/account?utm_source=newsletter&utm_campaign=otono');
    await router.navigate('/es/companies?tab=2');
    expect(where(router)).toBe('/es/companies?tab=2&utm_source=newsletter&utm_campaign=otono');
  });

  it('never loses a token or partner query on the listed routes', async () => {
    setCampaign({ utm_source: 'newsletter' });
    const router = await start('/es/invited?partner=5&token=abc');
    expect(where(router)).toBe('/es/invited?partner=5&token=abc');
    await router.navigate('/es/auth/new_password?token=xyz');
    expect(where(router)).toBe('/es/auth/new_password?token=xyz');
    // Same query, another path: the language loader runs again and adds the stored values off the listed routes.
    await router.navigate('/es/invited?partner=5');
    await router.navigate('/es/companies?partner=5');
    expect(where(router)).toBe('/es/companies?partner=5&utm_source=newsletter');
    await router.navigate('/es/payment/7/checkout');
    expect(where(router)).toBe('/es/payment/7/checkout?utm_source=newsletter');
    expect(getCampaign().utm_source).toBe('newsletter');
  });

  it('leaves the query of Login as it came, and the experience parameter is replaced by the stored values', async () => {
    setCampaign({ utm_source: 'newsletter' });
    const router = await start('/es');
    expect(where(router)).toBe('/es');
    await router.navigate('/es?experience=b&x=1');
    expect(where(router)).toBe('/es?x=1&utm_source=newsletter');
    await router.navigate('/es/invited?partner=5&experience=b');
    expect(where(router)).toBe('/es/invited?partner=5&utm_source=newsletter');
  });

  it('lets a new campaign link replace the stored values', async () => {
    setCampaign({ utm_source: 'newsletter', utm_campaign: 'otono' });
    const router = await start('/es/companies?utm_source=ads');
    expect(getCampaign()).toMatchObject({ utm_source: 'ads', utm_campaign: '' });
    await router.navigate('/es/account');
    expect(where(router)).toBe('/es/account?utm_source=ads');
  });
});
