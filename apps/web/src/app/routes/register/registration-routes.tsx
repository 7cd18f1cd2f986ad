import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';
import type { RegistrationHandle } from './register-layout';

/**
 * The guard of an old route, imported when one opens: it reads the draft with the contract's schema, which the
 * route table (downloaded with every page, the sign-in page's included) does not bring along.
 */
const redirectGuard = (routeName: string) => async (args: LoaderFunctionArgs) =>
  (await loadRouteModule(() => import('./registration-guard'))).registrationGuard(routeName)(args);

/** The old routes only redirect (to Options, through the guard): they render nothing. */
function RedirectOnly() {
  return null;
}

const step = (registrationStep: RegistrationHandle['registrationStep']): RegistrationHandle => ({
  registrationStep,
});

/** The registration wizard under /{lang}/register (spec section 2, "Registration, under /register"). */
export const registrationRoute: RouteObject = {
  path: 'register',
  lazy: () =>
    loadRouteModule(() => import('./register-layout')).then((m) => ({ Component: m.RegisterLayout })),
  children: [
    {
      index: true,
      handle: step('Options'),
      lazy: () =>
        loadRouteModule(() => import('./options')).then((m) => ({
          Component: m.OptionsPage,
          loader: m.optionsLoader,
        })),
    },
    {
      path: 'welcome',
      handle: step('Register'),
      lazy: () =>
        loadRouteModule(() => import('./welcome')).then((m) => ({
          Component: m.WelcomePage,
          loader: m.welcomeLoader,
        })),
    },
    {
      path: 'type_of_society',
      handle: step('TypeSociety'),
      lazy: () =>
        loadRouteModule(() => import('./type-of-society')).then((m) => ({
          Component: m.TypeOfSocietyPage,
          loader: m.typeOfSocietyLoader,
        })),
    },
    {
      path: 'legal_name',
      handle: step('LegalName'),
      lazy: () =>
        loadRouteModule(() => import('./legal-name')).then((m) => ({
          Component: m.LegalNamePage,
          loader: m.legalNameLoader,
        })),
    },
    {
      path: 'personal_information',
      handle: step('PersonalInformation'),
      lazy: () =>
        loadRouteModule(() => import('./personal-information')).then((m) => ({
          Component: m.PersonalInformationPage,
          loader: m.personalInformationLoader,
        })),
    },
    { path: 'crear_cuenta', loader: redirectGuard('CrearCuenta'), Component: RedirectOnly },
    { path: 'legal_name_old', loader: redirectGuard('LegalNameOld'), Component: RedirectOnly },
    {
      path: 'personal_information_old',
      loader: redirectGuard('PersonalInformationOld'),
      Component: RedirectOnly,
    },
  ],
};
