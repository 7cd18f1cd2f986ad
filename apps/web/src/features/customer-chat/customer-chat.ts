import type { Language } from '@forja/domain';

/**
 * The customer chat widget (spec section 7): one outside script, configured on the server
 * (CUSTOMER_CHAT_SCRIPT_URL, CUSTOMER_CHAT_TOKEN), added to the page and taken away again.
 *
 * What a chat script can rely on:
 * - Before it loads, `window.forjaCustomerChat` is `{ token, language }`: the website token and the UI language
 *   (`es`, `en`, `zh_cn`); `language` follows the UI while the script is on the page.
 * - When Forja removes the chat, it removes the script element and every element marked with the
 *   `data-customer-chat` attribute: a script marks what it adds to the page.
 * - A Chatwoot website widget (`{base}/packs/js/sdk.js`) works as it is: `window.chatwootSettings` carries the
 *   locale, `chatwootSDK.run({ websiteToken, baseUrl })` is called once it loaded, and removing it hides its
 *   bubble and removes its holders.
 */
export type CustomerChatSettings = { scriptUrl: string; token: string | null; language: Language };

/** The id of the script element Forja adds. */
export const CUSTOMER_CHAT_SCRIPT_ID = 'forja-customer-chat';
/** The attribute a chat script puts on the elements it adds, so they leave with it. */
export const CUSTOMER_CHAT_MARK = 'data-customer-chat';
// Chatwoot's widget: its frame's holder and its bubble's.
const CHATWOOT_ELEMENTS = '.woot-widget-holder, .woot--bubble-holder';

type ChatwootSettings = { locale?: string; position?: 'left' | 'right'; type?: string };
type ChatwootSdk = { run: (options: { websiteToken: string; baseUrl: string }) => void };
type Chatwoot = {
  toggleBubbleVisibility?: (visibility: 'show' | 'hide') => void;
  setLocale?: (locale: string) => void;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Window needs an interface
  interface Window {
    forjaCustomerChat?: { token: string | null; language: Language };
    chatwootSettings?: ChatwootSettings;
    chatwootSDK?: ChatwootSdk;
    $chatwoot?: Chatwoot;
  }
}

const CHATWOOT_LOCALES: Record<Language, string> = { es: 'es', en: 'en', zh_cn: 'zh_CN' };

let pendingRemoval: number | undefined;

/**
 * Adds the chat script to the page, unless that script is already there: navigating while the chat shows
 * loads nothing again. A removal scheduled by `scheduleCustomerChatRemoval` is called off.
 */
export function showCustomerChat({ scriptUrl, token, language }: CustomerChatSettings): void {
  window.clearTimeout(pendingRemoval);
  pendingRemoval = undefined;
  const current = document.getElementById(CUSTOMER_CHAT_SCRIPT_ID);
  if (current instanceof HTMLScriptElement && current.getAttribute('src') === scriptUrl) {
    setCustomerChatLanguage(language);
    return;
  }
  if (current) removeCustomerChat();
  window.forjaCustomerChat = { token, language };
  window.chatwootSettings = { ...window.chatwootSettings, locale: CHATWOOT_LOCALES[language] };
  const script = document.createElement('script');
  script.id = CUSTOMER_CHAT_SCRIPT_ID;
  script.src = scriptUrl;
  script.async = true;
  script.addEventListener('load', () => {
    // A Chatwoot widget starts only when asked to, with its website token and the server it came from.
    if (token && window.chatwootSDK && !window.$chatwoot && script.isConnected) {
      window.chatwootSDK.run({ websiteToken: token, baseUrl: chatwootBaseUrl(scriptUrl) });
    }
  });
  document.body.appendChild(script);
}

/** The chat follows the UI language: what the script reads, and Chatwoot's locale when it runs. */
export function setCustomerChatLanguage(language: Language): void {
  if (!window.forjaCustomerChat || window.forjaCustomerChat.language === language) return;
  window.forjaCustomerChat = { ...window.forjaCustomerChat, language };
  window.chatwootSettings = { ...window.chatwootSettings, locale: CHATWOOT_LOCALES[language] };
  window.$chatwoot?.setLocale?.(CHATWOOT_LOCALES[language]);
}

/**
 * Takes the chat away: its script element, the elements it marked, Chatwoot's bubble and holders, and the
 * globals it set, so that showing it again loads it afresh.
 */
export function removeCustomerChat(): void {
  window.clearTimeout(pendingRemoval);
  pendingRemoval = undefined;
  try {
    window.$chatwoot?.toggleBubbleVisibility?.('hide');
  } catch {
    // A widget that fails to hide is removed all the same.
  }
  document.getElementById(CUSTOMER_CHAT_SCRIPT_ID)?.remove();
  for (const element of document.querySelectorAll(`[${CUSTOMER_CHAT_MARK}], ${CHATWOOT_ELEMENTS}`)) {
    element.remove();
  }
  delete window.$chatwoot;
  delete window.chatwootSDK;
  delete window.forjaCustomerChat;
}

/**
 * Removes the chat on the next task unless it is shown again before: a component that unmounts and mounts
 * again at once (React's strict mode) does not load the script twice.
 */
export function scheduleCustomerChatRemoval(): void {
  window.clearTimeout(pendingRemoval);
  pendingRemoval = window.setTimeout(removeCustomerChat, 0);
}

/** Chatwoot's server: the script's URL without `/packs/js/sdk.js`, else the script's origin. */
export function chatwootBaseUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl, window.location.href);
  const sdk = url.pathname.lastIndexOf('/packs/js/sdk.js');
  return sdk >= 0 ? `${url.origin}${url.pathname.slice(0, sdk)}` : url.origin;
}
