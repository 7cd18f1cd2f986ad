import { ConfigError, type Config } from '../../config';
import { createFacturapiInvoicing } from './facturapi';
import type { InvoicingProvider } from './invoicing';
import { createSandboxInvoicing } from './sandbox';

/**
 * The invoicing provider the configuration chooses: Facturapi with its key, else the sandbox. A production
 * server refuses to start unless INVOICING_PROVIDER says which one, so no real deployment hands its customers
 * sandbox CFDIs by accident.
 */
export function createInvoicingProvider(config: Config, clock: () => Date): InvoicingProvider {
  const invoicing = config.invoicing;
  if (invoicing.provider === 'facturapi') {
    return createFacturapiInvoicing({ apiKey: invoicing.apiKey, apiBase: invoicing.apiBase });
  }
  if (config.env === 'production' && !invoicing.explicit) {
    throw new ConfigError(
      'Invalid configuration: INVOICING_PROVIDER must be set when NODE_ENV=production (facturapi, or sandbox to issue only test CFDIs without fiscal validity on purpose)',
    );
  }
  return createSandboxInvoicing({ clock });
}
