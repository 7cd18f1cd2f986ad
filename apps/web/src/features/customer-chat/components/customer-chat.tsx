import type { AppConfig } from '@forja/contracts';
import { showsCustomerChat, type Language } from '@forja/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeNameOf } from '../../../config/paths';
import { removeCustomerChat, scheduleCustomerChatRemoval, showCustomerChat } from '../customer-chat';

type Props = {
  /** The server's customer chat (app-config's `customer_chat`); null, or not known yet: no chat. */
  chat: AppConfig['customer_chat'] | undefined;
  language: Language;
};

/**
 * The customer chat (spec section 7): its script is loaded before and after login and removed on the
 * authentication and register routes (`showsCustomerChat`). Mounted once, in the language layout: navigating
 * between routes where it shows loads it once; coming back from a route without it loads it again.
 */
export function CustomerChat({ chat, language }: Props) {
  const { pathname } = useLocation();
  const scriptUrl = chat && showsCustomerChat(routeNameOf(pathname)) ? chat.script_url : null;
  const token = chat?.token ?? null;

  // A new language or route where the chat still shows finds the script on the page: it is not loaded again,
  // only told the language.
  useEffect(() => {
    if (!scriptUrl) {
      removeCustomerChat();
      return;
    }
    showCustomerChat({ scriptUrl, token, language });
    return scheduleCustomerChatRemoval;
  }, [scriptUrl, token, language]);

  return null;
}
