import { writeShowChat } from './router-state';

/** The window event a page sends to open the support assistant, optionally on one request category. */
export const OPEN_SUPPORT_CHAT_EVENT = 'forja:open-support-chat';

export type OpenSupportChatDetail = {
  /** A request category's key (e.g. import_registration): the chat starts on that topic. */
  category?: string;
};

/**
 * Opens the workspace's support assistant from a page's button: records show_chat (the stored router state,
 * so it stays open across pages) and tells the mounted widget, with the topic to start on.
 */
export function openSupportChat(companyId: number, detail: OpenSupportChatDetail = {}): void {
  writeShowChat(companyId, true);
  window.dispatchEvent(new CustomEvent<OpenSupportChatDetail>(OPEN_SUPPORT_CHAT_EVENT, { detail }));
}
