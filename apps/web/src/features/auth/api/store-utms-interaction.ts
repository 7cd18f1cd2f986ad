import { apiRequest } from '../../../lib/api-client';
import { okContentSchema } from '../../../lib/api-client/imported-schemas';

/**
 * `GET store-utms-interaction` (spec section 7): the API records the campaign values the call carries in
 * its x_utm_tags header (the stored ones, see lib/campaign-store) for the signed-in user.
 */
export function storeUtmsInteraction(): Promise<{ ok: true }> {
  return apiRequest('store-utms-interaction', { schema: okContentSchema });
}
