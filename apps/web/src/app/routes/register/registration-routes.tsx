import type { RouteObject } from 'react-router';
import { LegalNamePage, legalNameLoader } from './legal-name';
import { OptionsPage, optionsLoader } from './options';
import { PersonalInformationPage, personalInformationLoader } from './personal-information';
import { RegisterLayout, type RegistrationHandle } from './register-layout';
import { registrationGuard } from './registration-guard';
import { TypeOfSocietyPage, typeOfSocietyLoader } from './type-of-society';
import { WelcomePage, welcomeLoader } from './welcome';

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
  element: <RegisterLayout />,
  children: [
    { index: true, loader: optionsLoader, element: <OptionsPage />, handle: step('Options') },
    { path: 'welcome', loader: welcomeLoader, element: <WelcomePage />, handle: step('Register') },
    {
      path: 'type_of_society',
      loader: typeOfSocietyLoader,
      element: <TypeOfSocietyPage />,
      handle: step('TypeSociety'),
    },
    { path: 'legal_name', loader: legalNameLoader, element: <LegalNamePage />, handle: step('LegalName') },
    {
      path: 'personal_information',
      loader: personalInformationLoader,
      element: <PersonalInformationPage />,
      handle: step('PersonalInformation'),
    },
    { path: 'crear_cuenta', loader: registrationGuard('CrearCuenta'), Component: RedirectOnly },
    { path: 'legal_name_old', loader: registrationGuard('LegalNameOld'), Component: RedirectOnly },
    {
      path: 'personal_information_old',
      loader: registrationGuard('PersonalInformationOld'),
      Component: RedirectOnly,
    },
  ],
};
