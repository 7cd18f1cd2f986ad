import {
  faqsBotBodySchema,
  faqsRequestAnswerBodySchema,
  faqsRequestsQuerySchema,
  faqsSheetBodySchema,
  type CompanyProgress,
  type FaqsBotResponse,
  type SupportRequest,
} from '@forja/contracts';
import { parseLanguage, statusAfterUserAnswer, type Language } from '@forja/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { setStoredLanguage } from '../../../lib/storage';
import { json, serveApi, type ApiCall } from '../../../test/network';
import { SupportWidget, type SupportWidgetProps } from '../components/support-widget';

/** The endpoints the widget calls, for making one fail. */
export type SupportEndpoint = 'categories' | 'subcategories' | 'bot' | 'sheet' | 'requests' | 'answer';

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

type Names = Record<Language, string>;

const CATEGORIES = [
  { key: 'incorporation', name: { es: 'Constitución', en: 'Incorporation', zh_cn: '公司设立' } },
  { key: 'bank_opening', name: { es: 'Apertura Bancaria', en: 'Bank Opening', zh_cn: '银行开户' } },
  { key: 'other_inquiry', name: { es: 'Otra consulta', en: 'Other inquiry', zh_cn: '其他咨询' } },
] as const;

const SUBCATEGORIES: Record<string, { key: string; name: Names }[]> = {
  incorporation: [
    { key: 'process', name: { es: 'Proceso y tiempos', en: 'Process and timing', zh_cn: '流程和时间' } },
    {
      key: 'legal_name',
      name: { es: 'Denominación (nombre legal)', en: 'Legal name', zh_cn: '公司法定名称' },
    },
  ],
  bank_opening: [{ key: 'requirements', name: { es: 'Requisitos', en: 'Requirements', zh_cn: '开户要求' } }],
  other_inquiry: [],
};

/**
 * What the bot says: a two-line answer, or the 'create request' offer when the user asks for a person. For
 * the Chinese interface its own replies are Chinese and a knowledge-base answer (English) is introduced in
 * Chinese, like the support backend.
 */
/** What the fake bot answers "what do I do next?" with: the company on its partners' documents step. */
export const FAKE_COMPANY_PROGRESS: CompanyProgress = {
  company_id: 7,
  company_name: 'Nopal Azul',
  company_type: 'sa',
  done: 3,
  total: 11,
  current: { key: 'partner_documents', actor: 'partners', note: null },
  target: { name: 'PartnersDocuments', params: { company_id: '7' } },
};

function botAnswer(prompt: string, language: Language, companyId: number | null): FaqsBotResponse['content'] {
  const person = /persona|person|人/i.test(prompt);
  if (/sigue|next|下一步/i.test(prompt) && companyId !== null) {
    const message = {
      es: 'Así va Nopal Azul: 3 de 11 pasos hechos.',
      en: "Here's where Nopal Azul stands: 3 of 11 steps done.",
      zh_cn: 'Nopal Azul 的进度：已完成 3/11 个步骤。',
    }[language];
    return { message, lang: language, hand_off: false, company_progress: FAKE_COMPANY_PROGRESS };
  }
  if (language === 'zh_cn') {
    return person
      ? {
          message: '我没有找到您问题的明确答案。\n如果您希望 Forja 团队的人员帮助您，请选择“创建请求”。',
          lang: 'zh_cn',
          hand_off: true,
        }
      : {
          message: '公司设立需要 2 到 4 周。\n首先选择公司名称，然后在公证人面前签署。',
          lang: 'zh_cn',
          hand_off: false,
        };
  }
  if (person) {
    return language === 'es'
      ? {
          message:
            'No encontré una respuesta clara a tu pregunta en este tema.\nSi quieres que alguien del equipo de Forja te ayude, elige Crear solicitud y cuéntanos tu caso.',
          lang: 'es',
          hand_off: true,
        }
      : {
          message:
            "I couldn't find a clear answer.\nIf you'd like someone from the Forja team to help, choose Create request.",
          lang: 'en',
          hand_off: true,
        };
  }
  return language === 'es'
    ? {
        message:
          'La constitución tarda de 2 a 4 semanas.\nPrimero eliges la denominación; luego firmas ante el notario.',
        lang: 'es',
        hand_off: false,
      }
    : {
        message:
          'Incorporation takes 2 to 4 weeks.\nFirst you choose the legal name; then you sign before the notary.',
        lang: 'en',
        hand_off: false,
      };
}

/**
 * A stand-in for the support backend's HTTP answers under /ai: the same paths, `{ content }` envelope,
 * `{ message: [code] }` errors and payload checks (the contracts' schemas), with the caller taken from the
 * Bearer token. It answers at the network (MSW) from the moment it is made, the main API's calls with 404.
 */
export function fakeSupportServer(
  options: {
    fail?: SupportEndpoint[];
    /** Answer the bot with `{ content: {} }` (no message). */
    emptyBotReply?: boolean;
    requests?: SupportRequest[];
    userId?: number;
  } = {},
) {
  const calls: RecordedCall[] = [];
  const fail = new Set(options.fail ?? []);
  const userId = options.userId ?? 42;
  let requests = [...(options.requests ?? [])];
  let nextMessageId = 1000;
  let held: Promise<void> = Promise.resolve();

  const problem = () => json(500, { message: ['internal_error'] });
  const invalid = () => json(400, { message: ['invalid_request'] });

  const respond = async (base: string, { method, path: relative, query, headers, body }: ApiCall) => {
    calls.push({ method, path: `${base}/${relative}`, query, body, headers });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await held;

    if (headers.authorization !== 'Bearer access-1') return json(401, { message: ['unauthenticated'] });
    const language: Language = parseLanguage(headers['x-language']) ?? 'es';
    const path = `${base}/${relative}`.replace(/\/$/, '');

    if (method === 'GET' && path === '/ai/get-faqs-categories') {
      if (fail.has('categories')) return problem();
      const lang = parseLanguage(query.get('lang')) ?? 'es';
      return json(200, {
        content: {
          categories: CATEGORIES.map((category) => ({ key: category.key, name: category.name[lang] })),
        },
      });
    }
    const subcategories = /^\/ai\/get-faqs-subcategories\/([^/]+)\/([^/]+)$/.exec(path);
    if (method === 'GET' && subcategories) {
      if (fail.has('subcategories')) return problem();
      const lang = parseLanguage(subcategories[1]) ?? 'es';
      const list = SUBCATEGORIES[decodeURIComponent(subcategories[2] ?? '')];
      if (!list) return json(404, { message: ['category_not_found'] });
      return json(200, {
        content: { subcategories: list.map((entry) => ({ key: entry.key, name: entry.name[lang] })) },
      });
    }
    if (method === 'POST' && path === '/ai/faqs-bot') {
      const parsed = faqsBotBodySchema.safeParse(body);
      if (!parsed.success) return invalid();
      if (parsed.data.user_id !== userId) return json(403, { message: ['forbidden'] });
      if (fail.has('bot')) return problem();
      if (options.emptyBotReply) return json(200, { content: {} });
      return json(200, { content: botAnswer(parsed.data.prompt, language, parsed.data.company_id ?? null) });
    }
    if (method === 'POST' && path === '/ai/faqs/sheet') {
      const parsed = faqsSheetBodySchema.safeParse(body);
      if (!parsed.success) return invalid();
      if (parsed.data.user_id !== userId) return json(403, { message: ['forbidden'] });
      if (fail.has('sheet')) return problem();
      const category = CATEGORIES.find((entry) => entry.key === parsed.data.category);
      const subcategory = SUBCATEGORIES[parsed.data.category]?.find(
        (entry) => entry.key === parsed.data.subcategory,
      );
      const request: SupportRequest = {
        id: requests.length + 1,
        main_category: category?.name[language] ?? parsed.data.category,
        request_type: subcategory?.name[language] ?? category?.name[language] ?? parsed.data.category,
        message: parsed.data.message,
        date: new Date().toISOString(),
        status: 'Pendiente',
        conversation_before_issue: parsed.data.conversation,
        thread: [],
      };
      requests = [request, ...requests];
      return json(200, { content: { request } });
    }
    if (method === 'GET' && path === '/ai/faqs/requests') {
      const parsed = faqsRequestsQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return invalid();
      if (parsed.data.user_id !== userId) return json(403, { message: ['forbidden'] });
      if (fail.has('requests')) return problem();
      return json(200, { content: { requests } });
    }
    const answer = /^\/ai\/faqs\/requests\/(\d+)\/messages$/.exec(path);
    if (method === 'POST' && answer) {
      const parsed = faqsRequestAnswerBodySchema.safeParse(body);
      if (!parsed.success) return invalid();
      if (fail.has('answer')) return problem();
      const request = requests.find((entry) => entry.id === Number(answer[1]));
      if (!request) return json(404, { message: ['not_found'] });
      const answered: SupportRequest = {
        ...request,
        status: statusAfterUserAnswer(request.status),
        thread: [
          ...request.thread,
          {
            id: nextMessageId++,
            author_kind: 'user',
            body: parsed.data.message,
            created_at: new Date().toISOString(),
          },
        ],
      };
      requests = requests.map((entry) => (entry.id === answered.id ? answered : entry));
      return json(200, { content: { request: answered } });
    }
    return json(404, { message: ['not_found'] });
  };

  const callsTo = (path: string) => calls.filter((call) => call.path.replace(/\/$/, '') === path);
  /** Holds every answer until the returned function is called: to look at the loading state. */
  const hold = () => {
    let release = () => undefined as void;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
  serveApi((call) => respond('/ai', call), { base: 'support' });
  serveApi((call) => respond('/api/v3', call));
  return { calls, callsTo, hold };
}

export const TEST_USER = {
  id: 42,
  email: 'ana@empresa.mx',
  first_names: 'Ana María',
  full_name: 'Ana María López',
  phone: '+525512345678',
};
export const TEST_COMPANY = { name: 'Tacos del Norte', friendly_id: 'FJ-0007' };

/**
 * Signs in and renders the widget in a company route of the language, inside the app's real providers,
 * talking to `_server` (which answers at the network from the moment it is made).
 */
export function renderSupportWidget(
  _server: ReturnType<typeof fakeSupportServer>,
  props: Partial<SupportWidgetProps> = {},
  language: Language = 'es',
) {
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  setStoredLanguage(language);
  applyLanguage(language);
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/dashboard/:company_id/home',
        element: <SupportWidget companyId={7} user={TEST_USER} company={TEST_COMPANY} {...props} />,
      },
    ],
    { initialEntries: [`/${language}/dashboard/7/home`] },
  );
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
