import { guardRegistration } from '@forja/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { readDraft } from '../../../features/registration/draft';
import { loaderLanguage } from '../../guards';

/**
 * The loader of a registration route: the domain's guard reads the stored draft and says where to go
 * instead (spec section 2, "Registration"); null stays.
 */
export function registrationGuard(routeName: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const target = guardRegistration(readDraft(), routeName);
    if (target) throw redirect(routeUrl(loaderLanguage(request), target));
    return null;
  };
}
