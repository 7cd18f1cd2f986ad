import { createHmac } from 'node:crypto';
import { ConfigError, type Config } from '../../config';
import type { Storage } from '../storage/storage';
import { createDocumensoSignature } from './documenso';
import {
  createSandboxSignature,
  type Deliver,
  type SandboxSignature,
  type SandboxSignatureStore,
} from './sandbox';
import type { SignatureProvider } from './signature';

/**
 * The e-signature provider the configuration chooses: Documenso with its API key and webhook secret, else the
 * sandbox. A production server refuses to start unless SIGNATURE_PROVIDER says which one, so no real
 * deployment collects test signatures by accident. `sandbox` is returned too, for its hosted pages.
 */
export function createSignatureProvider(
  config: Config,
  deps: {
    sandboxStore: SandboxSignatureStore;
    storage: Storage;
    authSecret: Uint8Array;
    clock: () => Date;
    /** Posts the sandbox's signed webhooks to Forja's webhook route. */
    deliver: Deliver;
    fetch?: typeof fetch;
  },
): { provider: SignatureProvider; sandbox: SandboxSignature | null } {
  const signature = config.signature;
  if (signature.provider === 'documenso') {
    return {
      provider: createDocumensoSignature({
        apiUrl: signature.apiUrl,
        apiKey: signature.apiKey,
        webhookSecret: signature.webhookSecret,
        appUrl: config.appUrl,
        clock: deps.clock,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }),
      sandbox: null,
    };
  }
  if (config.env === 'production' && !signature.explicit) {
    throw new ConfigError(
      'Invalid configuration: SIGNATURE_PROVIDER must be set when NODE_ENV=production (documenso, or sandbox to collect only test signatures on purpose)',
    );
  }
  const sandbox = createSandboxSignature({
    store: deps.sandboxStore,
    storage: deps.storage,
    secret: signature.sandboxSecret ?? sandboxSignatureSecret(deps.authSecret),
    clock: deps.clock,
    deliver: deps.deliver,
  });
  return { provider: sandbox, sandbox };
}

/** The sandbox signs its webhooks with a key derived from the server's secret: nothing to configure. */
export function sandboxSignatureSecret(authSecret: Uint8Array): string {
  return createHmac('sha256', authSecret).update('forja-signature-sandbox-webhooks').digest('hex');
}
