import {
  CREATE_REQUEST_PHRASES,
  FAQ_OTHER_INQUIRY_CATEGORY,
  type CompanyProgress,
  SUPPORT_CONVERSATION_MAX_MESSAGES,
  SUPPORT_CONVERSATION_MESSAGE_MAX_CHARS,
  type FaqCategory,
  type FaqSubcategory,
  type SupportConversationMessage,
  type SupportLanguage,
} from '@forja/contracts';
import { normalizeChatInput, type Language } from '@forja/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../lib/notify';
import { askFaqsBot } from './api/ask-faqs-bot';
import { createSupportRequest } from './api/create-support-request';
import { faqsSubcategoriesQueryOptions } from './api/get-faqs-subcategories';
import { supportQueryKeys } from './api/support-query-keys';

/** The signed-in user, as far as the widget needs them. */
export type SupportUser = {
  id: number;
  email: string;
  first_names: string | null;
  full_name: string | null;
  phone: string | null;
};

/** The company whose workspace the widget sits in, for the support team. */
export type SupportCompany = { name: string | null; friendly_id: string | null };

export type ChatMessage = {
  id: number;
  owner: 'bot' | 'user';
  text: string;
  lang: SupportLanguage;
  /** The bot's 'there was a problem' message. */
  error?: boolean;
  /** The bot's answer to "what do I do next?": the company's checklist, shown as a card under it. */
  progress?: CompanyProgress;
};

/**
 * Where the chat is (spec section 4): choosing a topic, choosing a subtopic, asking the bot, writing the
 * request after 'create request', and done once the request is sent (the input stays disabled).
 */
export type ChatPhase = 'topic' | 'subtopic' | 'question' | 'request' | 'submitted';

export type ChatState = {
  messages: ChatMessage[];
  phase: ChatPhase;
  category: FaqCategory | null;
  subcategories: FaqSubcategory[];
  subcategory: FaqSubcategory | null;
  /** A call is under way: the input is disabled and the typing indicator shows. */
  loading: boolean;
  /** The last bot answer offered a request: the 'create request' button shows. */
  offerRequest: boolean;
  /** What the input box holds, kept here so it survives closing the panel or switching tabs. */
  draft: string;
  nextId: number;
};

const INITIAL_STATE: ChatState = {
  messages: [],
  phase: 'topic',
  category: null,
  subcategories: [],
  subcategory: null,
  loading: false,
  offerRequest: false,
  draft: '',
  nextId: 1,
};

type NewMessage = Omit<ChatMessage, 'id'>;
type ChatAction =
  | { type: 'reset' }
  | { type: 'draft'; text: string }
  | { type: 'update'; patch?: Partial<Omit<ChatState, 'messages' | 'nextId'>>; add?: NewMessage[] };

function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return { ...INITIAL_STATE, nextId: state.nextId };
    case 'draft':
      return { ...state, draft: action.text };
    case 'update': {
      const added = (action.add ?? []).map((message, index) => ({ ...message, id: state.nextId + index }));
      return {
        ...state,
        ...action.patch,
        messages: added.length > 0 ? [...state.messages, ...added] : state.messages,
        nextId: state.nextId + added.length,
      };
    }
  }
}

/** True when a bot answer invites the user to create a request ('crear solicitud' / 'create request'). */
export function offersRequest(answer: string): boolean {
  const text = answer.toLowerCase();
  return Object.values(CREATE_REQUEST_PHRASES).some((phrase) => text.includes(phrase));
}

/** The chat as the request carries it: the last messages, each within the stored limit. */
function toConversation(messages: readonly NewMessage[]): SupportConversationMessage[] {
  return messages.slice(-SUPPORT_CONVERSATION_MAX_MESSAGES).map((message) => ({
    owner: message.owner,
    message: Array.from(message.text).slice(0, SUPPORT_CONVERSATION_MESSAGE_MAX_CHARS).join(''),
    lang: message.lang,
  }));
}

export type SupportChat = ReturnType<typeof useSupportChat>;

/**
 * The support chat (spec sections 2, 4, 5 and 8): topic → subtopic → questions to the bot → optionally a
 * request to the team. Calls made before 'select another topic' are ignored when they come back.
 */
export function useSupportChat(options: {
  language: Language;
  companyId: number;
  user: SupportUser;
  company?: SupportCompany;
}) {
  const { language, companyId, user, company } = options;
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, INITIAL_STATE);
  const session = useRef(0);

  // The chat's own texts (greeting, prompts, errors) are in the interface language, Chinese included; the
  // bot answers in the language the question is written in.
  const chatLanguage: SupportLanguage = language;
  const assistant = t('assistant_name');
  const firstName = user.first_names?.trim().split(/\s+/)[0];
  const greeting = firstName
    ? t('bot.greeting_named', { name: firstName, assistant })
    : t('bot.greeting', { assistant });

  const bot = (text: string, error = false): NewMessage => ({
    owner: 'bot',
    text,
    lang: chatLanguage,
    ...(error ? { error } : {}),
  });
  const said = (text: string): NewMessage => ({ owner: 'user', text, lang: chatLanguage });
  const problem = () => bot(t('bot.error'), true);

  /** A check, for a call's answer, that the chat was not reset since the call started. */
  const current = () => {
    const started = session.current;
    return () => started === session.current;
  };

  async function pickTopic(category: FaqCategory) {
    if (state.phase !== 'topic' || state.loading) return;
    await chooseTopic(category);
  }

  /**
   * A page asks for a topic (openSupportChat): a chat already on it stays as it is; otherwise the chat starts
   * over on that topic, dropping answers still on their way.
   */
  function startOnTopic(category: FaqCategory) {
    if (state.category?.key === category.key) return;
    session.current += 1;
    dispatch({ type: 'reset' });
    void chooseTopic(category);
  }

  async function chooseTopic(category: FaqCategory) {
    const stillCurrent = current();
    if (category.key === FAQ_OTHER_INQUIRY_CATEGORY) {
      dispatch({
        type: 'update',
        patch: { category, subcategories: [], subcategory: null, phase: 'question' },
        add: [said(category.name), bot(t('bot.ask_question', { topic: category.name }))],
      });
      return;
    }
    dispatch({ type: 'update', patch: { category, loading: true }, add: [said(category.name)] });
    try {
      const subcategories = await queryClient.fetchQuery(
        faqsSubcategoriesQueryOptions(language, category.key),
      );
      if (!stillCurrent()) return;
      dispatch(
        subcategories.length > 0
          ? {
              type: 'update',
              patch: { subcategories, phase: 'subtopic', loading: false },
              add: [bot(t('bot.choose_subtopic', { topic: category.name }))],
            }
          : {
              type: 'update',
              patch: { subcategories: [], phase: 'question', loading: false },
              add: [bot(t('bot.ask_question', { topic: category.name }))],
            },
      );
    } catch (error) {
      if (!stillCurrent()) return;
      // Spec section 4: on a failed subtopic load the chosen topic is cleared.
      dispatch({
        type: 'update',
        patch: { category: null, phase: 'topic', loading: false },
        add: [problem()],
      });
      showError(error);
    }
  }

  function pickSubtopic(subcategory: FaqSubcategory) {
    if (state.phase !== 'subtopic' || state.loading) return;
    dispatch({
      type: 'update',
      patch: { subcategory, phase: 'question' },
      add: [said(subcategory.name), bot(t('bot.ask_question', { topic: subcategory.name }))],
    });
  }

  function startRequest() {
    if (!state.offerRequest || state.loading || state.phase !== 'question') return;
    dispatch({
      type: 'update',
      patch: { phase: 'request', offerRequest: false },
      add: [bot(t('bot.request_prompt'))],
    });
  }

  async function askBot(prompt: string, category: FaqCategory) {
    const stillCurrent = current();
    dispatch({
      type: 'update',
      patch: { loading: true, offerRequest: false, draft: '' },
      add: [said(prompt)],
    });
    try {
      const reply = await askFaqsBot({
        prompt,
        user_email: user.email,
        user_id: user.id,
        category: category.key,
        Subcategories: state.subcategory?.key ?? null,
        company_id: companyId,
      });
      if (!stillCurrent()) return;
      const answer = typeof reply.message === 'string' && reply.message.trim() !== '' ? reply.message : null;
      if (!answer) {
        // Spec section 8: a reply without a message shows the default error toast.
        dispatch({ type: 'update', patch: { loading: false } });
        showError(undefined);
        return;
      }
      dispatch({
        type: 'update',
        patch: { loading: false, offerRequest: reply.hand_off ?? offersRequest(answer) },
        add: [
          {
            owner: 'bot',
            text: answer,
            lang: reply.lang ?? chatLanguage,
            ...(reply.company_progress ? { progress: reply.company_progress } : {}),
          },
        ],
      });
    } catch (error) {
      if (!stillCurrent()) return;
      dispatch({ type: 'update', patch: { loading: false }, add: [problem()] });
      showError(error);
    }
  }

  async function submitRequest(message: string, category: FaqCategory) {
    const stillCurrent = current();
    const conversation = toConversation([bot(greeting), ...state.messages]);
    dispatch({ type: 'update', patch: { loading: true, draft: '' }, add: [said(message)] });
    try {
      await createSupportRequest({
        message,
        company: company?.name ?? null,
        user_name: user.full_name ?? user.first_names ?? null,
        user_phone: user.phone,
        company_id: companyId,
        user_email: user.email,
        user_id: user.id,
        friendly_id: company?.friendly_id ?? null,
        category: category.key,
        subcategory: state.subcategory?.key ?? null,
        conversation,
      });
      void queryClient.invalidateQueries({ queryKey: supportQueryKeys.requests(user.id, companyId) });
      if (!stillCurrent()) return;
      dispatch({
        type: 'update',
        patch: { loading: false, phase: 'submitted' },
        add: [bot(t('bot.request_sent'))],
      });
    } catch (error) {
      if (!stillCurrent()) return;
      dispatch({ type: 'update', patch: { loading: false }, add: [problem()] });
      showError(error);
    }
  }

  /** Sends what the input holds (Enter or the send button); empty or whitespace-only text is ignored. */
  function send(text: string) {
    const { message } = normalizeChatInput(text);
    if (!message || state.loading || !state.category) return;
    // Spec: free text can be sent once a topic is chosen; picking one of its subtopics is a shortcut.
    if (state.phase === 'subtopic') {
      dispatch({ type: 'update', patch: { phase: 'question' } });
      void askBot(message, state.category);
    } else if (state.phase === 'question') void askBot(message, state.category);
    else if (state.phase === 'request') void submitRequest(message, state.category);
  }

  function setDraft(text: string) {
    dispatch({ type: 'draft', text: normalizeChatInput(text).text });
  }

  /** 'Select another topic': back to the greeting and the topics; answers still on their way are dropped. */
  function reset() {
    session.current += 1;
    dispatch({ type: 'reset' });
  }

  return {
    state,
    greeting,
    assistant,
    /** The input is usable once a topic is chosen (its subtopics are shortcuts), until submission. */
    canType:
      (state.phase === 'subtopic' || state.phase === 'question' || state.phase === 'request') &&
      !state.loading,
    pickTopic: (category: FaqCategory) => void pickTopic(category),
    startOnTopic,
    pickSubtopic,
    startRequest,
    send,
    setDraft,
    reset,
  };
}
