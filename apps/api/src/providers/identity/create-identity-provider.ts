import { ConfigError, type Config } from '../../config';
import type { IdentityProvider } from './identity';
import { createMetamapIdentity } from './metamap';
import { createSandboxIdentity } from './sandbox';

/**
 * The identity provider the configuration chooses: MetaMap with its keys and flow, else the sandbox. A
 * production server refuses to start unless IDENTITY_PROVIDER says which one, so no real deployment
 * approves identities by the sandbox's rules by accident.
 */
export function createIdentityProvider(config: Config, clock: () => Date): IdentityProvider {
  const identity = config.identity;
  if (identity.provider === 'metamap') {
    return createMetamapIdentity({
      clientId: identity.clientId,
      clientSecret: identity.clientSecret,
      flowId: identity.flowId,
      apiBase: identity.apiBase,
      clock,
    });
  }
  if (config.env === 'production' && !identity.explicit) {
    throw new ConfigError(
      'Invalid configuration: IDENTITY_PROVIDER must be set when NODE_ENV=production (metamap, or sandbox to verify identities only by its test rules on purpose)',
    );
  }
  return createSandboxIdentity({ delayMs: identity.delayMs });
}
