import { postalCodeResponseSchema } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * A Mexican postal code as the address forms take it: five digits. The API checks more (a range SEPOMEX assigns
 * to a state, 400 invalid_zip_code; with the catalogue loaded, a code that exists, 404 postal_code_not_found);
 * the contracts' address schemas only bound its length, so the forms add this shape as a refinement.
 */
export const isPostalCodeShape = (value: string) => /^\d{5}$/.test(value);

/** What a postal code field keeps of what is typed: its digits, at most five. */
export const postalCodeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 5);

/** The lookup's refusals that say the code itself is wrong: the form shows them under the field and does not send. */
export const POSTAL_CODE_REFUSALS: readonly string[] = ['invalid_zip_code', 'postal_code_not_found'];

/** What SEPOMEX says of a postal code: its state, municipality and colonias. */
export type PostalCodeLookup = z.infer<typeof postalCodeResponseSchema>['content'];

/** `GET postal-codes/{cp}`: the state, municipality and colonias of a SEPOMEX postal code. */
export async function getPostalCode(postalCode: string, signal?: AbortSignal): Promise<PostalCodeLookup> {
  return apiRequest(`postal-codes/${encodeURIComponent(postalCode)}`, {
    signal,
    schema: postalCodeResponseSchema.shape.content,
  });
}

export const postalCodeQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: ['postal-code', postalCode] as const,
    queryFn: ({ signal }) => getPostalCode(postalCode, signal),
    staleTime: Infinity,
    retry: false,
  });
