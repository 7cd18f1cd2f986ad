import type { Company } from '@forja/contracts';
import { order } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { fakeCompanyApi } from '../company/testing/fake-company-api';
import { appointment, fakeCommissaryApi } from './testing/fake-commissary-api';

type Options = Parameters<typeof fakeCommissaryApi>[0];

/** The administration page of company 1 (an S.A. de C.V. unless told), with the commissary API beside it. */
function serve(options: Options = {}, companyType = 'sa', company_overrides: Partial<Company> = {}) {
  const company = fakeCompanyApi({ company: { company_type: companyType, ...company_overrides } });
  const api = fakeCommissaryApi({ ...options, layered: true });
  setTokens({ access_token: company.access, refresh_token: 'refresh-1' });
  return { api, company };
}

const section = () => screen.findByRole('region', { name: 'Comisario' });

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the commissary on the administration page', () => {
  it('blocks an appointment when an LGSM art. 165 answer is yes, and shows the stage once appointed', async () => {
    const { api, company } = serve();
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    const region = await section();
    expect(
      await within(region).findByRole('link', { name: /Contratar el servicio de comisario/ }),
    ).toHaveAttribute('href', '/es/payment/1/checkout');

    await user.type(within(region).getByRole('textbox', { name: /Nombre completo/ }), 'Irene Solís');
    await user.type(within(region).getByRole('textbox', { name: /Correo electrónico/ }), 'irene@example.mx');
    await user.type(within(region).getByRole('textbox', { name: /Teléfono/ }), '55 1234 5678');
    await user.type(within(region).getByRole('textbox', { name: /RFC del comisario/ }), 'SOII800101AB1');

    // Unanswered questions are required.
    await user.click(within(region).getByRole('button', { name: 'Nombrar y enviar invitación' }));
    expect(await within(region).findAllByText('Elige sí o no.')).toHaveLength(3);
    const question = (name: RegExp) => within(region).getByRole('radiogroup', { name });
    // The first unanswered question gets the focus.
    await waitFor(() =>
      expect(within(question(/socio y administrador/)).getByRole('radio', { name: 'No' })).toHaveFocus(),
    );
    expect(api.callsTo('POST', 'company/1/commissary')).toHaveLength(0);

    await user.click(within(question(/socio y administrador/)).getByRole('radio', { name: 'No' }));
    await user.click(within(question(/Trabaja para la empresa/)).getByRole('radio', { name: 'Sí' }));
    await user.click(within(question(/pariente/)).getByRole('radio', { name: 'No' }));
    const conflict = within(region).getByRole('alert');
    expect(conflict).toHaveTextContent('Esta persona no puede ser tu comisario');
    expect(conflict).toHaveTextContent('un empleado depende de la administración que debe vigilar');
    expect(within(region).getByRole('button', { name: 'Nombrar y enviar invitación' })).toBeDisabled();

    await user.click(within(question(/Trabaja para la empresa/)).getByRole('radio', { name: 'No' }));
    expect(within(region).queryByText('Esta persona no puede ser tu comisario')).not.toBeInTheDocument();
    const profileReads = company.callsTo('GET', 'company/get-company-profile/1').length;
    await user.click(within(region).getByRole('button', { name: 'Nombrar y enviar invitación' }));

    expect(
      await within(region).findByText('Invitación enviada', { selector: 'span, div' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'company/1/commissary')[0]?.body).toEqual({
      name: 'Irene Solís',
      email: 'irene@example.mx',
      phone: '5512345678',
      phone_country_code: '52',
      rfc: 'SOII800101AB1',
      relationship: {
        is_partner_administrator: false,
        is_employee: false,
        is_relative_of_administrator: false,
      },
    });
    expect(within(region).getByText('irene@example.mx')).toBeInTheDocument();
    // The phone as people read it: the country code, then the number grouped.
    expect(within(region).getByText('+52 55 1234 5678')).toBeInTheDocument();
    expect(within(region).getByText('SOII800101AB1')).toBeInTheDocument();
    // The company is read again: the founder's next step may move on.
    await waitFor(() =>
      expect(company.callsTo('GET', 'company/get-company-profile/1').length).toBeGreaterThan(profileReads),
    );
  });

  it("appoints a commissary with a foreign phone, and checks the phone for its country and the RFC as a person's", async () => {
    const { api } = serve();
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    const region = await section();
    await user.type(await within(region).findByRole('textbox', { name: /Nombre completo/ }), 'Irene Solís');
    await user.type(within(region).getByRole('textbox', { name: /Correo electrónico/ }), 'irene@example.mx');
    // A United States mobile: its country chosen, its ten digits refused as a Mexican number would not be.
    await user.selectOptions(within(region).getByRole('combobox', { name: 'País' }), 'US');
    await user.type(within(region).getByRole('textbox', { name: /Teléfono/ }), '55 1234');
    // A company's RFC (12 characters) for a person.
    await user.type(within(region).getByRole('textbox', { name: /RFC del comisario/ }), 'SOI800101AB1');
    for (const question of within(region).getAllByRole('radiogroup'))
      await user.click(within(question).getByRole('radio', { name: 'No' }));
    await user.click(within(region).getByRole('button', { name: 'Nombrar y enviar invitación' }));
    expect(
      await within(region).findByText(
        'Ese número no es válido para el país elegido. Revisa el país y los dígitos.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Ese parece el RFC de una empresa (12 caracteres). El comisario es una persona: su RFC tiene 13.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'company/1/commissary')).toHaveLength(0);

    const phone = within(region).getByRole('textbox', { name: /Teléfono/ });
    await user.clear(phone);
    await user.type(phone, '(202) 555-0143');
    const rfc = within(region).getByRole('textbox', { name: /RFC del comisario/ });
    await user.clear(rfc);
    await user.type(rfc, 'soii800101ab1');
    await user.click(within(region).getByRole('button', { name: 'Nombrar y enviar invitación' }));
    expect(
      await within(region).findByText('Invitación enviada', { selector: 'span, div' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'company/1/commissary')[0]?.body).toMatchObject({
      phone: '2025550143',
      phone_country_code: '1',
      rfc: 'SOII800101AB1',
    });
    expect(within(region).getByText('+1 (202) 555-0143')).toBeInTheDocument();
  });

  it('resends the invitation while the commissary has not opened it', async () => {
    const { api } = serve({ appointment: appointment({ stage: 'invited' }) });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    const region = await section();
    const resend = await within(region).findByRole('button', { name: 'Reenviar invitación' });
    await user.click(resend);
    // Busy while it works, never disabled: a disabled button would drop the keyboard's focus to the page.
    await waitFor(() => expect(resend).toHaveAttribute('aria-busy', 'true'));
    expect(resend).toBeEnabled();
    await waitFor(() => expect(api.callsTo('POST', 'company/1/commissary/invitation')).toHaveLength(1));
    expect(await screen.findByText('Le enviamos la invitación de nuevo')).toBeInTheDocument();
    expect(resend).toHaveFocus();
  });

  it('asks before replacing an appointed commissary, and offers no resend once the invitation was taken', async () => {
    serve({ appointment: appointment({ stage: 'csf', csf_rfc_mismatch: true }) });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    const region = await section();
    expect(await within(region).findByText('Falta su constancia fiscal')).toBeInTheDocument();
    expect(within(region).getByText(/no coincide con el del comisario/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Reenviar invitación' })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Cambiar de comisario' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar de comisario?' });
    expect(dialog).toHaveTextContent('Irene Solís deja de ser el comisario');
    await user.click(within(dialog).getByRole('button', { name: 'No, conservarlo' }));
    expect(within(region).queryByRole('textbox', { name: /Nombre completo/ })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Cambiar de comisario' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, nombrar a otra persona' }));
    // The form opens with the focus in its first field, not lost to the page.
    const name = await within(region).findByRole('textbox', { name: /Nombre completo/ });
    await waitFor(() => expect(name).toHaveFocus());
    // Cancelling the replacement brings the focus back to "Cambiar de comisario".
    await user.click(within(region).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Cambiar de comisario' })).toHaveFocus(),
    );
  });

  it("says Forja assigns one after the service is bought, then shows the assigned commissary's licence", async () => {
    serve({
      appointment: appointment({ kind: 'forja', stage: 'identity', name: null, email: null, phone: null }),
      assigned: { name: 'C.P. Laura Ríos', professional_licence: '1234567' },
    });
    renderRoute('/es/dashboard/1/company_admin');
    const region = await section();
    expect(await within(region).findByText('C.P. Laura Ríos')).toBeInTheDocument();
    expect(within(region).getByText('1234567')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Reenviar invitación' })).not.toBeInTheDocument();
  });

  it('once the complement was bought, says to ask the team for the service instead of linking to a checkout that turns the company away', async () => {
    serve({}, 'sa', {
      orders: [
        order('complete', ['Constitución de sociedad']),
        order('complete', ['Complemento Acta Constitutiva']),
      ],
    });
    renderRoute('/es/dashboard/1/company_admin');
    const region = await section();
    expect(
      await within(region).findByText(
        'Para agregar este servicio ahora, pídelo al equipo de Forja: escríbenos desde la ayuda.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).queryByRole('link', { name: /Contratar el servicio de comisario/ }),
    ).not.toBeInTheDocument();
  });

  it('shows no commissary section for an S.A.S.', async () => {
    const { api } = serve({}, 'sas');
    renderRoute('/es/dashboard/1/company_admin');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comisario' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'company/1/commissary')).toHaveLength(0);
  });
});
