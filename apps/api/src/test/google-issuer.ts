import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import * as oidcClient from 'openid-client';

/** The client id the API is configured with in the Google sign-in tests. */
export const GOOGLE_CLIENT_ID = 'forja-web.apps.googleusercontent.test';
export const GOOGLE_CLIENT_SECRET = 'test-client-secret';
/** Another application registered at the same issuer: its ID tokens are not for the API. */
export const OTHER_GOOGLE_CLIENT_ID = 'another-app.apps.googleusercontent.test';
/** The id of the key the issuer publishes and signs with. */
export const GOOGLE_KEY_ID = 'issuer-key-1';
/** Where the issuer sends the browser back with the code; never visited, the flow stops at the redirect. */
const REDIRECT_URI = 'http://127.0.0.1/callback';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export type GoogleAccount = {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

export type TestGoogleIssuer = {
  issuer: string;
  /** The private half of the key the issuer publishes at its jwks_uri, to sign tokens outside the flow. */
  signingKey: PrivateKey;
  /** The Google accounts that can sign in, by subject. */
  accounts: Map<string, GoogleAccount>;
  /** An ID token for the API's client (or another one) from a full sign-in of `sub` at the issuer. */
  signIn: (sub: string, clientId?: string) => Promise<string>;
  /** The configuration that points the API at this issuer. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect issuer (oidc-provider) on 127.0.0.1 and a free port, signing with a key we
 * generate, with the API's client and another application registered: it stands in for accounts.google.com.
 */
export async function startGoogleIssuer(): Promise<TestGoogleIssuer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: GOOGLE_KEY_ID, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, GoogleAccount>();
  let listener: RequestListener = (_request, response) => response.end();
  const server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [GOOGLE_CLIENT_ID, OTHER_GOOGLE_CLIENT_ID].map((client_id) => ({
      client_id,
      client_secret: GOOGLE_CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-signing-key'] },
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Put the e-mail and profile claims in the ID token, as Google does.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 3600 },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });
  listener = provider.callback();
  return {
    issuer,
    signingKey: privateKey,
    accounts,
    signIn: (sub, clientId = GOOGLE_CLIENT_ID) => signInWithIssuer(issuer, sub, clientId),
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET,
      GOOGLE_ISSUER: issuer,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * An ID token from a full authorization-code flow with PKCE: openid-client as the relying party,
 * the provider's development sign-in and consent pages walked like a browser would.
 */
async function signInWithIssuer(issuer: string, sub: string, clientId: string): Promise<string> {
  const config = await oidcClient.discovery(
    new URL(issuer),
    clientId,
    undefined,
    oidcClient.ClientSecretBasic(GOOGLE_CLIENT_SECRET),
    { execute: [oidcClient.allowInsecureRequests] },
  );
  const codeVerifier = oidcClient.randomPKCECodeVerifier();
  const state = oidcClient.randomState();
  const authorizationUrl = oidcClient.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state,
    code_challenge: await oidcClient.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const callback = await walkSignInPages(authorizationUrl, sub);
  const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
  });
  if (!tokens.id_token) throw new Error('the issuer answered no ID token');
  return tokens.id_token;
}

/** Follows redirects, signs in as `sub` and consents, keeping cookies; returns the redirect back to the client. */
async function walkSignInPages(start: URL, sub: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const visit = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };

  let response = await visit(start);
  for (let step = 0; step < 12; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, start);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      response = await visit(next);
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]* action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) throw new Error(`unexpected page from the issuer (HTTP ${response.status})`);
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt };
    response = await visit(new URL(action, start), form);
  }
  throw new Error('the sign-in at the issuer did not finish');
}
