import { formatLocale, type Language } from '@forja/domain';

const KIBIBYTE = 1024;

/**
 * A file's size as the app shows it, in the language's number format to one decimal: KB below a megabyte, MB
 * from there (2048 → «2 KB», 52 000 → «50.8 KB», 3 355 443 → «3.2 MB»). A file with something in it never
 * reads «0 KB» (at least «1 KB»), and a size that rounds to 1,024 KB reads «1 MB».
 */
export function formatFileSize(language: Language, bytes: number): string {
  const format = new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 1 });
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const kilobytes = Math.round((size / KIBIBYTE) * 10) / 10;
  if (kilobytes < KIBIBYTE) return `${format.format(size > 0 ? Math.max(1, kilobytes) : 0)} KB`;
  return `${format.format(size / KIBIBYTE / KIBIBYTE)} MB`;
}
