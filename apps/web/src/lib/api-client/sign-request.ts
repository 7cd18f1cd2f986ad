const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The SIGNED_REQUEST_HEADER value of a request: `t=<unix seconds>,v1=<hex HMAC-SHA256>` of `<t>.<raw body>`
 * keyed with the link's token (UTF-8), computed with WebCrypto. A GET signs the empty body.
 */
export async function signRequest(token: string, rawBody: string, now: Date = new Date()): Promise<string> {
  const t = Math.floor(now.getTime() / 1000);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(token),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${t}.${rawBody}`));
  return `t=${t},v1=${toHex(mac)}`;
}
