/**
 * The shape every e-mail must have before any other check: one @, a non-empty local part without
 * spaces, and a domain with at least one dot and no empty labels. Deliverability is checked elsewhere.
 */
export function isEmailShape(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || /\s/.test(email)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label));
}
