import { foreignAddressScriptProblems, nameScriptProblem, type ForeignAddressTextField } from '@forja/domain';
import { badRequest } from './errors';

/**
 * 400 name_latin_letters_only when any given name of a person or partner is not in Latin letters: the names
 * Forja stores go into the articles, the deed and the SAT's registry, which take the Latin alphabet only.
 * Each refused field is named (`body.<field>`), so a form can show the message under it.
 */
export function requireLatinNames(names: Record<string, string | null | undefined>): void {
  const refused = Object.entries(names).filter(([, name]) => nameScriptProblem(name) !== null);
  if (refused.length === 0) return;
  throw badRequest('name_latin_letters_only').withFields(
    refused.map(([field]) => ({ path: `body.${field}`, code: 'name_latin_letters_only' as const })),
  );
}

/**
 * 400 address_latin_letters_only when a field of an address outside Mexico is not in Latin letters (the notary's
 * deed and the SAT write a partner's domicile in the Latin alphabet), each refused field named (`body.<field>`).
 */
export function requireLatinAddress(
  address: Partial<Record<ForeignAddressTextField, string | null | undefined>>,
): void {
  const refused = foreignAddressScriptProblems(address);
  if (refused.length === 0) return;
  throw badRequest('address_latin_letters_only').withFields(
    refused.map((field) => ({ path: `body.${field}`, code: 'address_latin_letters_only' as const })),
  );
}
