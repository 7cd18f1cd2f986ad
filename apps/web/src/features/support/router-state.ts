/**
 * The stored router state of spec section 3 (local storage 'router_state': `{ company_id, show_chat }`). The
 * widget opens by itself when show_chat is true, and writes show_chat when it is opened or closed, so it stays
 * open across pages and reloads.
 */
export const ROUTER_STATE_KEY = 'router_state';

type RouterState = { company_id?: number | string | null; show_chat?: boolean };

function readRouterState(): RouterState {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ROUTER_STATE_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** True when the stored router state asks for the chat to be open. */
export function readShowChat(): boolean {
  return readRouterState().show_chat === true;
}

/** Records whether the chat is open, and for which company, keeping what else is stored. */
export function writeShowChat(companyId: number, showChat: boolean): void {
  try {
    window.localStorage.setItem(
      ROUTER_STATE_KEY,
      JSON.stringify({ ...readRouterState(), company_id: companyId, show_chat: showChat }),
    );
  } catch {
    // Storage may be full or disabled (private mode): the widget still works for this visit.
  }
}
