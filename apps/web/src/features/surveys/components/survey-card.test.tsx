import type { PendingSurvey } from '@forja/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { SurveyCard } from './survey-card';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

type Posted = { company_id: number; step: string; rating?: number; comment?: string; dismissed?: boolean };

/** The surveys API as the server answers it: the due surveys of company 7, each answered once. */
function fakeSurveysServer(due: PendingSurvey[]) {
  let pending = [...due];
  const posted: Posted[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    if (path === 'surveys/pending' && url.searchParams.get('company_id') === '7') {
      return json(200, { content: { surveys: pending } });
    }
    if (path === 'surveys' && init.method === 'POST') {
      const body = JSON.parse(init.body as string) as Posted;
      if (!pending.some((survey) => survey.step === body.step)) {
        return json(409, { message: ['survey_already_answered'] });
      }
      posted.push(body);
      pending = pending.filter((survey) => survey.step !== body.step);
      return json(200, { content: { step: body.step, dismissed: body.dismissed === true } });
    }
    return json(404, { message: ['not_found'] });
  });
  return { posted };
}

const SIGNING: PendingSurvey = { step: 'signing', scale: 10, min_rating: 0 };
const PAYMENT: PendingSurvey = { step: 'payment', scale: 5, min_rating: 1 };

beforeEach(async () => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  await i18n.changeLanguage('es');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('es'));
});

const renderCard = (step: 'payment' | 'signing') =>
  render(
    <AppProvider>
      <SurveyCard companyId={7} step={step} />
    </AppProvider>,
  );

describe('the satisfaction survey card', () => {
  it('asks the NPS question after signing, sends the rating and comment, and thanks without showing a band', async () => {
    const server = fakeSurveysServer([PAYMENT, SIGNING]);
    const user = userEvent.setup();
    renderCard('signing');
    const group = await screen.findByRole('radiogroup', {
      name: '¿Qué tan probable es que recomiendes Forja a un amigo o colega?',
    });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    // Keyboard: tab into the group and move with the arrow keys.
    await user.click(screen.getByRole('radio', { name: '8' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '9' })).toBeChecked();
    await user.type(
      screen.getByRole('textbox', { name: /¿Algo que quieras contarnos\?/ }),
      'Muy <b>claro</b>',
    );
    await user.click(send);

    expect(await screen.findByText('¡Gracias!')).toBeInTheDocument();
    expect(server.posted).toEqual([{ company_id: 7, step: 'signing', rating: 9, comment: 'Muy bclaro/b' }]);
    expect(screen.queryByText(/promotor/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('is dismissed with "No, gracias" and then shows nothing', async () => {
    const server = fakeSurveysServer([PAYMENT]);
    const user = userEvent.setup();
    renderCard('payment');
    expect(await screen.findAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'No, gracias' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    expect(screen.queryByText('¡Gracias!')).not.toBeInTheDocument();
    expect(server.posted).toEqual([{ company_id: 7, step: 'payment', dismissed: true }]);
  });

  it('shows nothing when the step is not due', async () => {
    const server = fakeSurveysServer([PAYMENT]);
    renderCard('signing');
    await waitFor(() => expect(queryClient.getQueryData(['surveys', 'pending', 7])).toBeDefined());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(server.posted).toEqual([]);
  });

  it('speaks English and Chinese', async () => {
    fakeSurveysServer([PAYMENT]);
    await act(() => i18n.changeLanguage('en'));
    const view = renderCard('payment');
    expect(
      await screen.findByRole('radiogroup', { name: 'Rate your payment experience' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No, thanks' })).toBeInTheDocument();
    view.unmount();
    await act(() => i18n.changeLanguage('zh-CN'));
    renderCard('payment');
    expect(await screen.findByRole('radiogroup', { name: '请为您的付款体验评分' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeInTheDocument();
  });
});
