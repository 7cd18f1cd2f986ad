import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupportServer, renderSupportWidget, TEST_USER } from '../testing/fake-support-server';
import { TypingIndicator } from './typing-indicator';

const ERROR_ES = 'Lo sentimos, hubo un problema al enviar tu mensaje. Por favor, inténtalo más tarde.';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openChat() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Abrir la ayuda de Lupita' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lupita, tu asistente de Forja' });
  return { user, dialog };
}

/** Media queries answered as on a wide screen (the default stub answers as on a phone). */
function wideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Tu mensaje' });
const conversation = () => screen.getByRole('region', { name: 'Conversación con Lupita' });

describe('SupportWidget: launcher and panel', () => {
  it('renders nothing for a user whose id is 0', () => {
    const server = fakeSupportServer();
    renderSupportWidget(server, { user: { ...TEST_USER, id: 0 } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('opens as a labelled dialog with focus inside, and closes with Escape, returning focus', async () => {
    renderSupportWidget(fakeSupportServer());
    const { user, dialog } = await openChat();
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Conversación', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Solicitudes' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('router_state') ?? '{}')).toEqual({
      company_id: 7,
      show_chat: true,
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir la ayuda de Lupita' })).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem('router_state') ?? '{}')).toMatchObject({
      show_chat: false,
    });
  });

  it('closes with its close button, returning focus to the launcher', async () => {
    renderSupportWidget(fakeSupportServer());
    const { user, dialog } = await openChat();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la ayuda' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir la ayuda de Lupita' })).toHaveFocus();
  });

  it('opens by itself on wide screens when the stored router state has show_chat', async () => {
    wideScreen();
    window.localStorage.setItem('router_state', JSON.stringify({ company_id: 7, show_chat: true }));
    renderSupportWidget(fakeSupportServer());
    expect(await screen.findByRole('dialog', { name: 'Lupita, tu asistente de Forja' })).toBeInTheDocument();
  });

  it('opens closed on phones even when it was left open, since it would cover the whole page', async () => {
    window.localStorage.setItem('router_state', JSON.stringify({ company_id: 7, show_chat: true }));
    renderSupportWidget(fakeSupportServer());
    expect(await screen.findByRole('button', { name: 'Abrir la ayuda de Lupita' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps aside on phones while a field is being filled in or the page is scrolled down', async () => {
    renderSupportWidget(fakeSupportServer());
    const launcher = () => screen.queryByRole('button', { name: 'Abrir la ayuda de Lupita' });
    expect(launcher()).toBeInTheDocument();

    const field = document.createElement('input');
    document.body.append(field);
    act(() => field.focus());
    expect(launcher()).not.toBeInTheDocument();
    act(() => field.blur());
    expect(launcher()).toBeInTheDocument();
    field.remove();

    // A page taller than the screen: going down hides it, going back up brings it back.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(400);
    expect(launcher()).not.toBeInTheDocument();
    scrollTo(200);
    expect(launcher()).toBeInTheDocument();
    // At the end of the page the content keeps room for it: it shows.
    scrollTo(3000 - window.innerHeight);
    expect(launcher()).toBeInTheDocument();
    scrollTo(0);
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('shows a pill with a help label on wide screens and a round close button when open', async () => {
    wideScreen();
    renderSupportWidget(fakeSupportServer());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '¿Necesitas ayuda?' }));
    await screen.findByRole('dialog');
    const round = screen.getByRole('button', { name: 'Cerrar la ayuda', expanded: true });
    await user.click(round);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Necesitas ayuda?' })).toHaveFocus();
  });
});

describe('SupportWidget: chat', () => {
  it('greets the user, then goes topic → subtopic → answer', async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server);
    const { user } = await openChat();
    expect(
      within(conversation()).getByText('¡Hola, Ana! Soy Lupita. ¿Sobre qué tema tienes dudas?'),
    ).toBeVisible();
    expect(messageBox()).toBeDisabled();
    expect(server.callsTo('/ai/get-faqs-categories')[0]?.query.get('lang')).toBe('es');

    await user.click(await screen.findByRole('button', { name: 'Constitución' }));
    const subtopics = await screen.findByRole('group', { name: 'Opciones de Constitución' });
    expect(server.callsTo('/ai/get-faqs-subcategories/es/incorporation')).toHaveLength(1);
    // Once a topic is chosen the question can be typed; its subtopics are shortcuts.
    expect(messageBox()).toBeEnabled();
    expect(messageBox()).toHaveAttribute('placeholder', 'Elige una opción o escribe tu pregunta…');
    await user.click(within(subtopics).getByRole('button', { name: 'Proceso y tiempos' }));

    expect(messageBox()).toBeEnabled();
    expect(messageBox()).toHaveFocus();
    const release = server.hold();
    await user.type(messageBox(), '¿Cuánto tarda?{Enter}');
    expect(messageBox()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Lupita está escribiendo');
    release();

    const answer = await within(conversation()).findByText(/La constitución tarda de 2 a 4 semanas/);
    expect(answer).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(answer.textContent).toContain('\n');
    expect(screen.getByTestId('support-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('support-announcer')).toHaveTextContent(/La constitución tarda/);
    expect(server.callsTo('/ai/faqs-bot')[0]?.body).toEqual({
      prompt: '¿Cuánto tarda?',
      user_email: 'ana@empresa.mx',
      user_id: 42,
      category: 'incorporation',
      Subcategories: 'process',
      company_id: 7,
    });
    expect(messageBox()).toBeEnabled();
    expect(messageBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Crear solicitud' })).not.toBeInTheDocument();
  });

  it('takes a question typed right after the topic, without a subtopic', async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server);
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Constitución' }));
    await screen.findByRole('group', { name: 'Opciones de Constitución' });
    await user.type(messageBox(), '¿Cuánto tarda?{Enter}');
    await within(conversation()).findByText(/La constitución tarda de 2 a 4 semanas/);
    expect(server.callsTo('/ai/faqs-bot')[0]?.body).toMatchObject({
      prompt: '¿Cuánto tarda?',
      category: 'incorporation',
      Subcategories: null,
    });
    // The subtopics were a shortcut: they leave once the question is asked.
    expect(screen.queryByRole('group', { name: 'Opciones de Constitución' })).toBeNull();
    expect(messageBox()).toHaveAttribute('placeholder', 'Escribe tu pregunta…');
  });

  it("skips subtopics for 'other_inquiry', and 'select another topic' resets the chat", async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server);
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    expect(messageBox()).toBeEnabled();
    expect(server.calls.filter((call) => call.path.includes('subcategories'))).toHaveLength(0);

    await user.type(messageBox(), '¿Pueden ayudarme con mi marca?{Enter}');
    await within(conversation()).findByText(/La constitución tarda/);
    expect(server.callsTo('/ai/faqs-bot')[0]?.body).toMatchObject({
      category: 'other_inquiry',
      Subcategories: null,
    });

    await user.click(screen.getByRole('button', { name: 'Elegir otro tema' }));
    expect(within(conversation()).queryByText(/La constitución tarda/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Temas' })).toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
  });

  it("shows the company's progress under the answer to “what's next?”, with the dashboard's button to the step", async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server);
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    await user.type(messageBox(), '¿qué sigue?{Enter}');
    const card = await screen.findByTestId('company-progress');
    expect(card).toHaveTextContent('Nopal Azul');
    expect(card).toHaveTextContent('3 de 11 pasos');
    expect(card).toHaveTextContent('Documentos de los socios');
    expect(card).toHaveTextContent('Les toca a los socios');
    expect(within(card).getByRole('link', { name: 'Continuar: Documentos de los socios' })).toHaveAttribute(
      'href',
      '/es/dashboard/7/partners_documents',
    );
    expect(screen.queryByRole('button', { name: 'Crear solicitud' })).not.toBeInTheDocument();
  });

  it('creates a request: the offer, the message as a request, the confirmation and a disabled input', async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server);
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    await user.type(messageBox(), 'Quiero hablar con una persona{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Crear solicitud' }));

    expect(screen.queryByRole('button', { name: 'Crear solicitud' })).not.toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
    await user.type(messageBox(), 'Necesito cambiar el domicilio fiscal{Enter}');
    expect(
      await within(conversation()).findByText(/¡Listo! Enviamos tu solicitud al equipo de Forja/),
    ).toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveAttribute('placeholder', 'Tu solicitud ya fue enviada');

    expect(server.callsTo('/ai/faqs-bot')).toHaveLength(1);
    const [sheet] = server.callsTo('/ai/faqs/sheet');
    expect(sheet?.body).toEqual({
      message: 'Necesito cambiar el domicilio fiscal',
      company: 'Tacos del Norte',
      user_name: 'Ana María López',
      user_phone: '+525512345678',
      company_id: 7,
      user_email: 'ana@empresa.mx',
      user_id: 42,
      friendly_id: 'FJ-0007',
      category: 'other_inquiry',
      subcategory: null,
      conversation: [
        { owner: 'bot', message: '¡Hola, Ana! Soy Lupita. ¿Sobre qué tema tienes dudas?', lang: 'es' },
        { owner: 'user', message: 'Otra consulta', lang: 'es' },
        { owner: 'bot', message: expect.stringContaining('Escribe tu pregunta'), lang: 'es' },
        { owner: 'user', message: 'Quiero hablar con una persona', lang: 'es' },
        { owner: 'bot', message: expect.stringContaining('Crear solicitud'), lang: 'es' },
        { owner: 'bot', message: expect.stringContaining('Cuéntame en un mensaje'), lang: 'es' },
      ],
    });
  });

  it('normalises the input and shows the counter at 1000 characters', async () => {
    renderSupportWidget(fakeSupportServer());
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    await user.type(messageBox(), '   hola    mundo');
    expect(messageBox()).toHaveValue('hola mundo');
    expect(screen.queryByText(/llegaste al límite/)).not.toBeInTheDocument();

    await user.clear(messageBox());
    await user.click(messageBox());
    await user.paste('a'.repeat(999));
    expect(screen.queryByText(/llegaste al límite/)).not.toBeInTheDocument();
    await user.paste('bcd');
    expect((messageBox() as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText('1000/1000: llegaste al límite de caracteres')).toBeInTheDocument();
  });

  it('sends on Enter and adds a line on Shift+Enter; ignores blank messages', async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server);
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));

    await user.type(messageBox(), '{Enter}');
    expect(server.callsTo('/ai/faqs-bot')).toHaveLength(0);

    await user.type(messageBox(), 'línea uno{Shift>}{Enter}{/Shift}línea dos');
    expect(messageBox()).toHaveValue('línea uno\nlínea dos');
    expect(server.callsTo('/ai/faqs-bot')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('/ai/faqs-bot')).toHaveLength(1));
    expect(server.callsTo('/ai/faqs-bot')[0]?.body).toMatchObject({ prompt: 'línea uno\nlínea dos' });
  });

  it('answers a failed bot call with the error message and an error toast', async () => {
    renderSupportWidget(fakeSupportServer({ fail: ['bot'] }));
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    await user.type(messageBox(), '¿Cuánto cuesta?{Enter}');
    expect(await within(conversation()).findByText(ERROR_ES)).toBeInTheDocument();
    expect(
      await screen.findByText('Uy… algo salió mal de nuestro lado. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  });

  it('shows the default toast when the bot answers without a message', async () => {
    renderSupportWidget(fakeSupportServer({ emptyBotReply: true }));
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    await user.type(messageBox(), '¿Cuánto cuesta?{Enter}');
    expect(await screen.findByText('Uy… algo salió mal. Inténtalo de nuevo más tarde.')).toBeInTheDocument();
    expect(within(conversation()).queryByText(ERROR_ES)).not.toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toBeEnabled());
  });

  it('clears the chosen topic when its subtopics fail to load', async () => {
    renderSupportWidget(fakeSupportServer({ fail: ['subcategories'] }));
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Constitución' }));
    expect(await within(conversation()).findByText(ERROR_ES)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Temas' })).toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveAttribute('placeholder', 'Elige un tema para escribir');
  });

  it('shows the error message when the topics fail to load, and retries', async () => {
    const server = fakeSupportServer({ fail: ['categories'] });
    renderSupportWidget(server);
    const { user } = await openChat();
    expect(await within(conversation()).findByText(ERROR_ES)).toBeInTheDocument();
    expect(await screen.findByText(/algo salió mal de nuestro lado/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(server.callsTo('/ai/get-faqs-categories')).toHaveLength(2));
  });

  it('keeps the request flow open after a failed submission, with the error message', async () => {
    const server = fakeSupportServer({ fail: ['sheet'] });
    renderSupportWidget(server);
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Otra consulta' }));
    await user.type(messageBox(), 'Quiero hablar con una persona{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Crear solicitud' }));
    await user.type(messageBox(), 'Necesito ayuda{Enter}');
    expect(await within(conversation()).findByText(ERROR_ES)).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
    expect(messageBox()).toHaveAttribute('placeholder', 'Describe lo que necesitas…');
  });

  it('speaks Chinese in the Chinese interface: greeting, topics, bot messages and answers', async () => {
    const server = fakeSupportServer();
    renderSupportWidget(server, {}, 'zh_cn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开 Lupita 的帮助' }));
    await screen.findByRole('dialog', { name: 'Lupita，您的 Forja 助手' });
    const log = screen.getByRole('region', { name: '与 Lupita 的对话' });
    expect(within(log).getByText('您好，Ana！我是 Lupita。您想咨询哪个主题？')).toBeVisible();
    expect(server.callsTo('/ai/get-faqs-categories')[0]?.query.get('lang')).toBe('zh_cn');

    await user.click(await screen.findByRole('button', { name: '公司设立' }));
    expect(await within(log).findByText('关于“公司设立”，您想了解什么？请选择一个选项。')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '流程和时间' }));
    expect(within(log).getByText('好的。请输入您关于“流程和时间”的问题，我来回答。')).toBeVisible();

    const box = screen.getByRole('textbox', { name: '您的消息' });
    await user.type(box, '需要多长时间？{Enter}');
    expect(await within(log).findByText(/^公司设立需要 2 到 4 周/)).toBeVisible();

    await user.type(box, '我想和一个人谈谈{Enter}');
    await user.click(await screen.findByRole('button', { name: '创建请求' }));
    expect(
      within(log).getByText('请用一条消息告诉我您需要什么，我会把它作为请求发送给 Forja 团队。'),
    ).toBeVisible();
    await user.type(box, '请帮我处理付款方式{Enter}');
    expect(await within(log).findByText(/我们已将您的请求发送给 Forja 团队/)).toBeVisible();
    const sheet = server.callsTo('/ai/faqs/sheet')[0]?.body as { conversation: { lang: string }[] };
    expect(sheet.conversation[0]).toMatchObject({ owner: 'bot', lang: 'zh_cn' });
  });

  it('shows the Chinese error message when the bot fails in the Chinese interface', async () => {
    renderSupportWidget(fakeSupportServer({ fail: ['bot'] }), {}, 'zh_cn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开 Lupita 的帮助' }));
    await user.click(await screen.findByRole('button', { name: '其他咨询' }));
    await user.type(screen.getByRole('textbox', { name: '您的消息' }), 'Hello{Enter}');
    expect(await screen.findAllByText('抱歉，发送您的消息时出现问题。请稍后再试。')).not.toHaveLength(0);
  });
});

describe('TypingIndicator', () => {
  it('cycles its dots every 500 ms', () => {
    vi.useFakeTimers();
    try {
      render(
        <MantineProvider>
          <TypingIndicator label="Lupita está escribiendo" />
        </MantineProvider>,
      );
      const dots = screen.getByTestId('typing-dots');
      expect(dots).toHaveTextContent(/^\.$/);
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(dots).toHaveTextContent(/^\.\.$/);
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(dots).toHaveTextContent(/^\.\.\.$/);
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(dots).toHaveTextContent(/^\.$/);
    } finally {
      vi.useRealTimers();
    }
  });
});
