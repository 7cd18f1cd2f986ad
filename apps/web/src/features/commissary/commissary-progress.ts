/**
 * What this browser tab remembers of the commissary's uploads for a company, so a reload while the
 * identity check or the certificate review is pending shows the wait rather than the upload again.
 */
const KEY = 'commissary_sent';

type Sent = { identity?: boolean; csf?: boolean };

function read(): Record<string, Sent> {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as Record<string, Sent>;
  } catch {
    return {};
  }
}

export function wasSent(companyId: number, what: keyof Sent): boolean {
  return read()[String(companyId)]?.[what] === true;
}

export function markSent(companyId: number, what: keyof Sent, sent = true): void {
  const all = read();
  all[String(companyId)] = { ...all[String(companyId)], [what]: sent };
  window.sessionStorage.setItem(KEY, JSON.stringify(all));
}
