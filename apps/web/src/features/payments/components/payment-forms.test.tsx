import { billingInfoSchema } from '@forja/contracts/payments/billing-info';
import { hearAboutBodySchema } from '@forja/contracts/payments/hear-about';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { content, failure, serveApi, type ApiCall } from '../../../test/network';
import { BillingInfoForm } from './billing-info-form';
import { HearAboutForm } from './hear-about-form';

let sent: ApiCall[] = [];
beforeEach(() => {
  sent = [];
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  applyLanguage('en');
  // The payments API: each body parsed with its contract, as the server does.
  serveApi((call) => {
    if (call.path === 'billing-info/company/7' && call.method === 'PUT') {
      sent.push(call);
      const parsed = billingInfoSchema.safeParse(call.body);
      return parsed.success ? content(parsed.data) : failure(400, 'invalid_request');
    }
    if (call.path === 'hear-about/company/7' && call.method === 'POST') {
      sent.push(call);
      const parsed = hearAboutBodySchema.safeParse(call.body);
      return parsed.success
        ? content({ ...parsed.data, detail: parsed.data.detail ?? null, created_at: '2026-11-28T10:00:00Z' })
        : failure(400, 'invalid_request');
    }
    return failure(404, 'not_found');
  });
});
afterEach(() => applyLanguage('es'));

describe('BillingInfoForm', () => {
  it('checks the CFDI data with the billing contract and the domain’s rules, then saves it normalised', async () => {
    const onSaved = vi.fn();
    render(
      <AppProvider>
        <BillingInfoForm companyId={7} initial={null} onSaved={onSaved} />
      </AppProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/RFC \(tax ID\)/), 'eku9013173c9');
    await user.type(screen.getByLabelText(/Email for the invoice/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(
      await screen.findByText(
        'The date inside the RFC does not exist. Check the 6 digits after the letters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the name or legal name.')).toBeInTheDocument();
    expect(screen.getByText('Choose your tax regime.')).toBeInTheDocument();
    expect(screen.getByText('The postal code must have 5 digits, for example 06600.')).toBeInTheDocument();
    expect(screen.getByText('Check the email: it looks incomplete.')).toBeInTheDocument();
    expect(screen.getByLabelText(/RFC \(tax ID\)/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/RFC \(tax ID\)/));
    await user.type(screen.getByLabelText(/RFC \(tax ID\)/), 'eku9003173c9');
    await user.type(screen.getByLabelText(/Name or legal name/), ' ESCUELA  KEMPER URGATE ');
    await user.click(screen.getByLabelText(/^Tax regime/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /^601/, hidden: true }));
    await user.type(screen.getByLabelText(/Postal code/), '26015');
    await user.clear(screen.getByLabelText(/Email for the invoice/));
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.map((call) => call.body)).toEqual([
      {
        rfc: 'EKU9003173C9',
        legal_name: 'ESCUELA KEMPER URGATE',
        tax_regime: '601',
        cfdi_use: 'G03',
        postal_code: '26015',
        email: null,
      },
    ]);
  });
});

describe('HearAboutForm', () => {
  it('asks for a source before sending it with the detail trimmed', async () => {
    const onDone = vi.fn();
    render(
      <AppProvider>
        <HearAboutForm companyId={7} onDone={onDone} />
      </AppProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send and continue' }));
    expect(await screen.findByText('Choose an option, or skip the question.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Searching online' })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Someone recommended it' }));
    await user.type(screen.getByLabelText(/Anything else/), '  My accountant ');
    await user.click(screen.getByRole('button', { name: 'Send and continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent.map((call) => call.body)).toEqual([{ source: 'friend', detail: 'My accountant' }]);
  });
});
