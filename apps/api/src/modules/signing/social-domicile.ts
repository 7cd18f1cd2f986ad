import { postalCodeInAddress, socialDomicileName, type DomicilePlace } from '@forja/domain';
import { AppError } from '../../http/errors';
import type { PostalCodesService } from '../postal-codes/postal-codes.service';
import type { ArticlesContext } from './articles-text';

type PostalCodes = Pick<PostalCodesService, 'lookup'>;

/**
 * Where the SEPOMEX catalogue places the postal code of a fiscal address: what the articles need to name its
 * social domicile (articles-text). Null when the address gives no postal code; a code the catalogue does not
 * know places nothing (its municipality and state null).
 */
export async function domicilePlaceOf(
  address: string | null,
  postalCodes: PostalCodes,
): Promise<ArticlesContext['domicilePlace']> {
  const postalCode = postalCodeInAddress(address);
  if (postalCode === null) return null;
  try {
    const found = await postalCodes.lookup(postalCode);
    return { postal_code: postalCode, municipality: found.municipality, state: found.state };
  } catch (error) {
    if (error instanceof AppError && error.codes.includes('postal_code_not_found'))
      return { postal_code: postalCode, municipality: null, state: null };
    throw error;
  }
}

/**
 * The social domicile the articles name for a fiscal address («la Ciudad de México», «el municipio de
 * Monterrey, Nuevo León»), or null when they would say it is pending: a Mexico City postal code, else where the
 * catalogue places the code, else the place the founder `stated` for a code the catalogue cannot place.
 */
export async function socialDomicileOfAddress(
  address: string | null,
  postalCodes: PostalCodes,
  stated: DomicilePlace | null = null,
): Promise<string | null> {
  const place = await domicilePlaceOf(address, postalCodes);
  return place ? socialDomicileName(place.postal_code, place, stated) : null;
}
