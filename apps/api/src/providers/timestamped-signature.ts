import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature scheme of Forja's sandboxes (the same as Stripe-Signature):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 */
export function signTimestamped(body: string, secret: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * Why a signature does not hold — missing, malformed, another secret or body, or older (or newer) than the
 * tolerance (a replay) — or null when it does.
 */
export function timestampedSignatureProblem(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds: number,
): string | null {
  if (!header) return 'no signature header';
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key, value.join('=')];
    }),
  ) as Record<string, string | undefined>;
  const t = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed signature';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'signature mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds)
    return 'timestamp outside the tolerance (a replay)';
  return null;
}
