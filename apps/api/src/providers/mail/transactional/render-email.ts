import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailContent } from '../mailer';

/**
 * Renders one e-mail component to both parts a mail client may show: the HTML, and a plain-text part made
 * from the same tree (links written out after their text, the hidden preview line left out).
 */
export async function renderEmail(subject: string, element: ReactElement): Promise<MailContent> {
  const [html, text] = await Promise.all([
    render(element),
    // Lines are not wrapped: mail clients wrap plain text themselves, and a wrapped line could split a link.
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } }),
  ]);
  return { subject, html, text: text.trim() };
}

/** An absolute http(s) address for an e-mail link; anything else (javascript:, a bare path) is a bug. */
export function requireWebLink(link: string): string {
  const url = URL.canParse(link) ? new URL(link) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new TypeError('An e-mail link must be an absolute http(s) URL');
  }
  return url.href;
}
