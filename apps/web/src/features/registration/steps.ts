import type { RouteName } from '@forja/domain';

/** The registration wizard's steps, in order (spec section 2, "Registration, under /register"). */
export const REGISTRATION_STEPS = [
  'Options',
  'Register',
  'TypeSociety',
  'LegalName',
  'PersonalInformation',
] as const satisfies readonly RouteName[];
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
