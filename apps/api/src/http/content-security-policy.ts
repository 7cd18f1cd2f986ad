import type { Config } from '../config';

/**
 * The Content-Security-Policy directives (helmet): only Forja's own origin, plus what a configured outside
 * service needs and only while it is configured:
 * - Google sign-in: Google Identity Services' script, frame and style.
 * - The customer chat (CUSTOMER_CHAT_SCRIPT_URL): its script's origin may serve scripts, answer requests (and
 *   its widget's websocket) and be framed (a Chatwoot widget opens its conversation in a frame).
 * - PostHog (ANALYTICS_PROVIDER=posthog): its host receives events and serves the scripts posthog-js loads on
 *   demand (session recording, surveys); PostHog Cloud serves those from its `-assets` host. Session recording
 *   compresses in a worker made from a blob.
 */
export function posthogOrigins(host: string): string[] {
  const url = new URL(host);
  const origins = [url.origin];
  const cloud = /^([a-z]+)\.i\.posthog\.com$/.exec(url.hostname);
  if (cloud) origins.push(`${url.protocol}//${cloud[1]}-assets.i.posthog.com`);
  return origins;
}

export function contentSecurityDirectives(config: Pick<Config, 'google' | 'customerChat' | 'analytics'>) {
  const google = config.google ? ['https://accounts.google.com/gsi/'] : [];
  const chat = config.customerChat ? [new URL(config.customerChat.scriptUrl).origin] : [];
  const posthog = config.analytics.provider === 'posthog' ? posthogOrigins(config.analytics.host) : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google, ...chat, ...posthog],
    // Mantine writes its theme variables into a <style> element.
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...google, ...chat, ...posthog],
    // blob: the back office shows a document it fetched with the staff token beside its data.
    frameSrc: ["'self'", 'blob:', ...google, ...chat],
    ...(posthog.length > 0 ? { workerSrc: ["'self'", 'blob:'] } : {}),
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
