import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { fakePartnersApi, fullPartner } from './testing/fake-partners-api';

type Api = ReturnType<typeof fakePartnersApi>;

function serve(api: Api) {
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
}

// jsdom has no scrollIntoView; Mantine's combobox calls it on the option the arrows reach.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Intl writes "10 %" with a no-break space in Spanish. */
const text = (words: string) => new RegExp(words.replace(/ %/g, '\\s%'));

describe('the cap table', () => {
  it('checks the shares live with the domain, says what is wrong in words, then saves a 50/50 cap table', async () => {
    const api = fakePartnersApi();
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Socios y acciones' })).toBeInTheDocument();
    expect(screen.getByText(/Todavía no hay socios/)).toBeInTheDocument();

    // One partner without a percentage, then with all of it: the domain's checks, in words.
    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    expect(await screen.findByText(/Cada socio necesita un porcentaje mayor a 0/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nombre completo/), 'Ana López');
    await user.type(screen.getByLabelText('Porcentaje en la serie A'), '100');
    expect(
      await screen.findByText('Una S.A. de C.V. necesita al menos 2 socios. Agrega a los que faltan.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    await user.type(screen.getAllByLabelText(/Nombre completo/)[1]!, 'Luis Pérez');
    await user.type(screen.getAllByLabelText(/Correo electrónico/)[1]!, 'luis@example.mx');
    const percentages = screen.getAllByLabelText('Porcentaje en la serie A');
    await user.clear(percentages[0]!);
    await user.type(percentages[0]!, '60');
    await user.type(percentages[1]!, '30');
    expect(await screen.findByText(text('Falta repartir 10 % para llegar a 100 %.'))).toBeInTheDocument();
    expect(screen.getByText(text('90 % de 100 %'))).toBeInTheDocument();

    // Saving with a problem does not call the API: the summary that says it gets the focus.
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(0);
    expect(document.activeElement).toHaveTextContent(text('Falta repartir 10 % para llegar a 100 %.'));

    await user.clear(percentages[1]!);
    await user.type(percentages[1]!, '60');
    expect(await screen.findByText(text('Te pasaste por 20 %'))).toBeInTheDocument();

    // Equal partners are fine: 50/50 may be saved.
    await user.clear(percentages[0]!);
    await user.type(percentages[0]!, '50');
    await user.clear(percentages[1]!);
    await user.type(percentages[1]!, '50');
    expect(await screen.findByText('Todo cuadra: ya puedes guardar.')).toBeInTheDocument();

    // The chart and the table show the split as it is typed.
    const byPartner = screen.getByRole('img', { name: 'Por socio' });
    expect(byPartner).toHaveAccessibleDescription(/Ana López: 50\s%, Luis Pérez: 50\s%/);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Luis Pérez' }).closest('tr')).toHaveTextContent(
      /50\s%/,
    );

    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    expect(api.callsTo('POST', 'add-partners/company/1')[0]?.body).toEqual({
      share_series: [{ name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
      partners: [
        {
          name: 'Ana López',
          email: null,
          is_moral_person: false,
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 50 }],
        },
        {
          name: 'Luis Pérez',
          email: 'luis@example.mx',
          is_moral_person: false,
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 50 }],
        },
      ],
    });
    expect(await screen.findByText('Guardamos tus socios y sus acciones')).toBeInTheDocument();
  });

  it('checks each partner’s name and e-mail before saving, focusing the first to fix', async () => {
    const api = fakePartnersApi();
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    await user.click(await screen.findByRole('button', { name: 'Agregar socio' }));
    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    await user.type(screen.getAllByLabelText(/Nombre completo/)[0]!, 'Ana López');
    await user.type(screen.getAllByLabelText(/Correo electrónico/)[0]!, 'ana@');
    const percentages = screen.getAllByLabelText('Porcentaje en la serie A');
    await user.type(percentages[0]!, '50');
    await user.type(percentages[1]!, '50');
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    expect(
      await screen.findByText('Ese correo no parece válido. Revísalo, por ejemplo luis@correo.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escribe el nombre del socio.')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Correo electrónico/)[0]).toHaveFocus();
    expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(0);

    await user.type(screen.getAllByLabelText(/Correo electrónico/)[0]!, 'example.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    expect(screen.getAllByLabelText(/Nombre completo/)[1]).toHaveFocus();
    expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(0);
  });

  it('adds the founder as a partner from her profile with «Yo soy socio», without re-typing', async () => {
    const api = fakePartnersApi();
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    await user.click(await screen.findByRole('button', { name: 'Yo soy socio' }));
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('Ana López');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('ana@example.mx');
    expect(screen.getByText(/Te agregamos con tu nombre y tu correo/)).toBeInTheDocument();
    // She is in the cap table once: the offer is gone.
    expect(screen.queryByRole('button', { name: 'Yo soy socio' })).not.toBeInTheDocument();

    // An empty row already added is the one filled, not a second row.
    await user.click(screen.getByRole('button', { name: 'Quitar a Ana López' }));
    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    await user.click(screen.getByRole('button', { name: 'Yo soy socio' }));
    expect(screen.getAllByLabelText(/Nombre completo/)).toHaveLength(1);
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('Ana López');

    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    await user.type(screen.getAllByLabelText(/Nombre completo/)[1]!, 'Luis Pérez');
    const percentages = screen.getAllByLabelText('Porcentaje en la serie A');
    await user.type(percentages[0]!, '50');
    await user.type(percentages[1]!, '50');
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    const body = api.callsTo('POST', 'add-partners/company/1')[0]?.body as {
      partners: { name: string; email: string | null }[];
    };
    expect(body.partners[0]).toMatchObject({ name: 'Ana López', email: 'ana@example.mx' });
  });

  it('splits shares across series A and B and sends each holding with its series', async () => {
    const api = fakePartnersApi();
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    await user.click(await screen.findByRole('button', { name: 'Agregar serie' }));
    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    const names = screen.getAllByLabelText(/Nombre completo/);
    await user.type(names[0]!, 'Ana');
    await user.type(names[1]!, 'Luis');
    await user.type(screen.getAllByLabelText('Porcentaje en la serie A')[0]!, '35');
    await user.type(screen.getAllByLabelText('Porcentaje en la serie B')[0]!, '25');
    await user.type(screen.getAllByLabelText('Porcentaje en la serie A')[1]!, '40');
    expect(await screen.findByText('Todo cuadra: ya puedes guardar.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Por serie' })).toHaveAccessibleDescription(
      /Serie A: 75\s%, Serie B: 25\s%/,
    );

    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    const body = api.callsTo('POST', 'add-partners/company/1')[0]?.body as {
      share_series: { name: string }[];
      partners: { shares: unknown[] }[];
    };
    expect(body.share_series.map((series) => series.name)).toEqual(['A', 'B']);
    expect(body.partners[0]?.shares).toEqual([
      { series: 'A', percentage: 35 },
      { series: 'B', percentage: 25 },
    ]);
  });

  it('picks a partner’s nationality from the keyboard, and a closed list keeps none of its 250 countries in the page', async () => {
    const api = fakePartnersApi();
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    await user.click(await screen.findByRole('button', { name: 'Agregar socio' }));
    await user.click(screen.getByRole('button', { name: 'Agregar socio' }));
    // Every partner has a list of the world's countries: closed, none of it is rendered (each keystroke in
    // the cap table re-rendered a few hundred hidden options). jsdom lays nothing out, so Testing Library
    // takes an open dropdown's options for hidden ones, as the other tests of selects do.
    expect(screen.queryAllByRole('option', { name: 'Alemania', hidden: true })).toHaveLength(0);

    const nationalities = screen.getAllByLabelText('Nacionalidades')[1]!;
    await user.click(nationalities);
    await user.keyboard('Esp');
    expect(await screen.findByRole('option', { name: 'España', hidden: true })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    const card = nationalities.closest('fieldset')!;
    expect(within(card).getByText('España')).toBeInTheDocument();
    expect(within(card).getByText('México')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryAllByRole('option', { name: 'Alemania', hidden: true })).toHaveLength(0),
    );
  });

  it('shows legacy partners to complete, then invites the partners with an e-mail after a confirmation', async () => {
    const api = fakePartnersApi({
      company: {
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [
          fullPartner({
            id: 11,
            name: 'Ana López',
            email: 'ana@example.mx',
            shares: [{ id: 1, share_series_id: 100, percentage: 70 }],
          }),
          fullPartner({ id: 12, name: 'Luis Pérez', email: 'luis@example.mx', shares: [] }),
          fullPartner({
            id: 13,
            name: 'Marta Ruiz',
            email: null,
            shares: [{ id: 2, share_series_id: 100, percentage: null }],
          }),
        ],
      },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    expect(
      await screen.findByText(/Algunos socios se guardaron sin porcentaje/, undefined),
    ).toBeInTheDocument();
    expect(screen.getAllByText('A este socio le falta su porcentaje: complétalo y guarda.')).toHaveLength(2);

    const percentages = screen.getAllByLabelText('Porcentaje en la serie A');
    expect(percentages[0]).toHaveValue('70 %');
    await user.type(percentages[1]!, '20');
    await user.type(percentages[2]!, '10');
    // Unsaved changes wait before inviting.
    expect(screen.getByRole('button', { name: 'Enviar invitaciones' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
    const saved = api.callsTo('POST', 'add-partners/company/1')[0]?.body as { partners: { id?: number }[] };
    expect(saved.partners.map((partner) => partner.id)).toEqual([11, 12, 13]);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar invitaciones' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar invitaciones' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Enviamos las invitaciones?' });
    // The founder is not invited; a partner without an e-mail is named apart.
    expect(within(dialog).getByText('luis@example.mx')).toBeInTheDocument();
    expect(within(dialog).queryByText('ana@example.mx')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/No recibirán correo porque no tienen uno: Marta Ruiz/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, enviar' }));
    await waitFor(() => expect(api.callsTo('POST', 'partners/send-invitations/1')).toHaveLength(1));
    expect(await screen.findByText('Enviamos la invitación a luis@example.mx')).toBeInTheDocument();

    // The owner lets a partner edit the company.
    await user.click(screen.getByRole('switch', { name: /Luis Pérez puede editar la empresa/ }));
    await waitFor(() => expect(api.callsTo('POST', 'partner/permission-edit/12')).toHaveLength(1));
    expect(api.callsTo('POST', 'partner/permission-edit/12')[0]?.body).toEqual({
      company_id: 1,
      permision_to_edit: true,
    });
  });
});

describe('the language of each invitation', () => {
  it("defaults to the founder's page language, takes another per partner, and sends each partner's", async () => {
    const api = fakePartnersApi({
      company: {
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [
          fullPartner({
            id: 11,
            name: 'Ana López',
            email: 'ana@example.mx',
            shares: [{ id: 1, share_series_id: 100, percentage: 50 }],
          }),
          fullPartner({
            id: 12,
            name: 'Li Wei',
            email: 'li@example.mx',
            shares: [{ id: 2, share_series_id: 100, percentage: 30 }],
          }),
          fullPartner({
            id: 13,
            name: 'Luis Pérez',
            email: 'luis@example.mx',
            language: 'es',
            shares: [{ id: 3, share_series_id: 100, percentage: 20 }],
          }),
        ],
      },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/en/dashboard/1/company_partners');
    const li = await screen.findByRole('combobox', { name: 'Invitation language for Li Wei' });
    // The founder reads English: Li's invitation is in English until she chooses; Luis keeps the one chosen before.
    expect(li).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Invitation language for Luis Pérez' })).toHaveValue('es');
    // The founder is not invited: no language to choose for her.
    expect(screen.queryByRole('combobox', { name: /Ana López/ })).not.toBeInTheDocument();
    await user.selectOptions(li, 'zh_cn');
    expect(li).toHaveValue('zh_cn');

    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitations?' });
    expect(within(dialog).getByText('Invitation in 简体中文')).toBeInTheDocument();
    expect(within(dialog).getByText('Invitation in Español')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send' }));
    await waitFor(() => expect(api.callsTo('POST', 'partners/send-invitations/1')).toHaveLength(1));
    expect(api.callsTo('POST', 'partners/send-invitations/1')[0]?.body).toEqual({
      languages: [
        { partner_id: 12, language: 'zh_cn' },
        { partner_id: 13, language: 'es' },
      ],
    });
  });
});

describe('the partners page of a partner without the permission to edit', () => {
  /** Luis joined Ana's company by invitation; Ana has not let him edit it. */
  const joined = (permission: boolean) =>
    fakePartnersApi({
      user: { id: 8, email: 'luis@example.mx' },
      company: {
        user_id: 7,
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [
          fullPartner({
            id: 11,
            name: 'Ana López',
            email: 'ana@example.mx',
            user_id: 7,
            invitation_accepted: true,
            shares: [{ id: 1, share_series_id: 100, percentage: 50 }],
          }),
          fullPartner({
            id: 12,
            name: 'Luis Pérez',
            email: 'luis@example.mx',
            user_id: 8,
            invitation_accepted: true,
            permission_to_edit: permission,
            civil_status: 'soltero',
            shares: [{ id: 2, share_series_id: 100, percentage: 50 }],
          }),
        ],
      },
    });

  it('shows the cap table read-only: no fields, no Remove, no Save, no invitations to send', async () => {
    serve(joined(false));
    renderRoute('/es/dashboard/1/company_partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Socios y acciones' })).toBeInTheDocument();
    expect(
      screen.getByText(/Solo quien fundó la empresa o un socio con permiso para editar puede cambiarlos/),
    ).toBeInTheDocument();
    // The split is there to read…
    expect(screen.getByRole('img', { name: 'Por socio' })).toHaveAccessibleDescription(
      /Ana López: 50\s%, Luis Pérez: 50\s%/,
    );
    expect(
      within(screen.getByRole('table')).getByRole('rowheader', { name: 'Luis Pérez' }),
    ).toBeInTheDocument();
    // …and nothing to change it with.
    expect(screen.queryByRole('button', { name: 'Guardar socios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar socio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar serie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar invitaciones' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Porcentaje en la serie A')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lets a partner with the permission edit and save', async () => {
    const api = joined(true);
    serve(api);
    renderRoute('/es/dashboard/1/company_partners');
    expect(await screen.findByRole('button', { name: 'Guardar socios' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Porcentaje en la serie A')).toHaveLength(2);
    expect(screen.queryByText(/Solo quien fundó la empresa/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar socios' }));
    await waitFor(() => expect(api.callsTo('POST', 'add-partners/company/1')).toHaveLength(1));
  });

  it('points an S.A. without a commissary to the administration page', async () => {
    serve(fakePartnersApi({ company: { council: [] } }));
    renderRoute('/es/dashboard/1/company_partners');
    const alert = (await screen.findAllByRole('alert', { name: 'Falta nombrar a tu comisario' }))[0]!;
    expect(within(alert).getByRole('link', { name: 'Nombrar comisario en Administración' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_admin',
    );
  });

  it('says nothing of the commissary once the council has one', async () => {
    serve(
      fakePartnersApi({
        company: { council: [{ id: 3, partner_id: null, name: 'Rosa Díaz', council_role: 'commissary' }] },
      }),
    );
    renderRoute('/es/dashboard/1/company_partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Socios y acciones' })).toBeInTheDocument();
    expect(screen.queryByText('Falta nombrar a tu comisario')).toBeNull();
  });
});

describe("the partners page while the founder's own civil status is missing", () => {
  /** Paid S.A. with its commissary, partners and series saved, invitations sent; Ana never gave her civil status. */
  const founderWithoutCivilStatus = (civilStatus: string | null) =>
    fakePartnersApi({
      company: {
        council: [{ id: 3, partner_id: null, name: 'Rosa Díaz', council_role: 'commissary' }],
        share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
        partners: [
          fullPartner({
            id: 11,
            name: 'Ana López',
            email: 'ana@example.mx',
            user_id: 7,
            invitation_accepted: true,
            civil_status: civilStatus,
            shares: [{ id: 1, share_series_id: 100, percentage: 50 }],
          }),
          fullPartner({
            id: 12,
            name: 'Luis Pérez',
            email: 'luis@example.mx',
            shares: [{ id: 2, share_series_id: 100, percentage: 50 }],
          }),
        ],
      },
    });

  it('sends «Inicio» to Partners, which says so and links to the civil-status step of her partner flow', async () => {
    serve(founderWithoutCivilStatus(null));
    renderRoute('/es/dashboard/1/home');
    const alert = (await screen.findAllByRole('alert', { name: 'Falta tu estado civil' }))[0]!;
    expect(screen.getByRole('heading', { level: 1, name: 'Socios y acciones' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Indicar mi estado civil' })).toHaveAttribute(
      'href',
      '/es/isPartner/1/civil_status',
    );
  });

  it('says nothing of the civil status once she gave it', async () => {
    serve(founderWithoutCivilStatus('soltero'));
    renderRoute('/es/dashboard/1/company_partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Socios y acciones' })).toBeInTheDocument();
    expect(screen.queryByText('Falta tu estado civil')).toBeNull();
  });
});
