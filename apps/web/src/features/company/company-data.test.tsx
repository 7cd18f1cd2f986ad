import {
  COMPANY_DOCUMENT_TYPES,
  saveFiscalResidenceBodySchema,
  setSubsidiaryBodySchema,
  updateCompanyGoalBodySchema,
  type Company,
} from '@forja/contracts';
import { companyDocument, makePartner } from '@forja/domain/testing/fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { content, failure, serveApi, type ApiCall } from '../../test/network';
import { renderRoute } from '../../test/render';
import { appointment, fakeCommissaryApi } from '../commissary/testing/fake-commissary-api';
import { fakeCompanyApi } from './testing/fake-company-api';

type Api = ReturnType<typeof fakeCompanyApi>;

function serve(api: Api) {
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
}

/** Every path the router went to or through (redirects included). */
function trackPaths(router: ReturnType<typeof renderRoute>['router']) {
  const seen: string[] = [];
  router.subscribe((state) => {
    const pending = state.navigation.location?.pathname;
    if (pending) seen.push(pending);
    seen.push(state.location.pathname);
  });
  return seen;
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('basic data', () => {
  // A company past every other onboarding step: once the basic data is in, the guard sends it to Dashboard.
  const fresh = { description: null, company_business_twists: [], will_hire: null, web_site: null };

  it('says what is missing under each field, then saves and sends the founder where the guard says', async () => {
    const api = fakeCompanyApi({ company: fresh });
    serve(api);
    const user = userEvent.setup();
    const { router } = renderRoute('/es/dashboard/1/company_basic_data');
    const seen = trackPaths(router);
    expect(await screen.findByRole('heading', { name: 'Datos básicos de tu empresa' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByText('Escribe al menos 10 caracteres sobre lo que hace tu empresa.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Elige al menos una actividad económica.')).toBeInTheDocument();
    expect(screen.getByText('Elige si tu empresa va a contratar empleados.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'company/set-company-category/1')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Describe tu empresa/), 'Vendemos café de Chiapas a cafeterías.');
    await user.type(screen.getByLabelText('Sitio web (opcional)'), 'cafe chiapas');
    await user.tab();
    expect(await screen.findByText(/Ese sitio web no parece válido/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Sitio web (opcional)'));
    await user.type(screen.getByLabelText('Sitio web (opcional)'), 'cafechiapas.mx');

    const activities = screen.getByRole('combobox', { name: 'Actividades económicas' });
    await user.type(activities, 'caf');
    await user.click(await screen.findByText('Beneficio del café'));
    await user.type(activities, 'caf');
    const cafeterias = (await screen.findByText(/^Cafeterías/)).closest('[role="option"]');
    expect(cafeterias).toHaveTextContent('722515');
    await user.click(cafeterias!);
    await user.type(screen.getByLabelText('Productos o servicios que vende'), 'Café en grano');
    await user.click(screen.getByRole('radio', { name: 'No por ahora' }));

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(api.callsTo('PUT', 'company/set-company-category/1')).toHaveLength(1));
    expect(api.callsTo('PUT', 'company/set-company-category/1')[0]?.body).toEqual({
      activities: [{ id: 31 }, { id: 32 }],
      description: 'Vendemos café de Chiapas a cafeterías.',
      web_site: 'cafechiapas.mx',
      company_activity: { activity: null, products: 'Café en grano', description: null },
      will_hire: false,
    });
    // The company was read again after the save, and the guard (resolveNextRoute) sent the founder on.
    await waitFor(() => expect(seen).toContain('/es/dashboard/1/home'));
    expect(api.calls.filter((call) => call.path === 'company/get-company-profile/1').length).toBeGreaterThan(
      1,
    );
  });

  it('lists only activities matching what is typed now, so a quick click picks what was searched', async () => {
    const api = fakeCompanyApi({ company: fresh });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_basic_data');
    const activities = await screen.findByRole('combobox', { name: 'Actividades económicas' });
    await user.type(activities, 'maíz');
    expect(await screen.findByText('Cultivo de maíz grano')).toBeInTheDocument();

    await user.clear(activities);
    await user.type(activities, 'software');
    // Right after typing, the results of the earlier search are gone: searching, nothing to click yet.
    expect(screen.queryByText('Cultivo de maíz grano')).not.toBeInTheDocument();
    expect(screen.getAllByText('Buscando…').length).toBeGreaterThan(0);
    await user.click(await screen.findByText(/^Edición de software/));

    await user.type(screen.getByLabelText(/Describe tu empresa/), 'Hacemos software para restaurantes.');
    // The articles print it as the corporate purpose: the page shows how, and that it reads in the first person.
    expect(
      screen.getByText(
        'Así lo dirá tu acta: «La sociedad tiene por objeto: a) Hacemos software para restaurantes.»',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Parece escrito en primera persona.');
    await user.clear(screen.getByLabelText(/Describe tu empresa/));
    await user.type(
      screen.getByLabelText(/Describe tu empresa/),
      'El desarrollo de software para restaurantes',
    );
    expect(
      screen.getByText(
        'Así lo dirá tu acta: «La sociedad tiene por objeto: a) El desarrollo de software para restaurantes.»',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Parece escrito en primera persona/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No por ahora' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(api.callsTo('PUT', 'company/set-company-category/1')).toHaveLength(1));
    expect(api.callsTo('PUT', 'company/set-company-category/1')[0]?.body).toMatchObject({
      activities: [{ id: 13 }],
    });
  });

  it("shows the saved activities in the page's language, with their SCIAN code, and keeps them on save", async () => {
    const api = fakeCompanyApi({
      company: {
        description: 'Vendemos café de Chiapas a cafeterías.',
        will_hire: false,
        company_business_twists: [
          {
            id: 32,
            name: 'Cafeterías, fuentes de sodas, neverías, refresquerías y similares',
            code: '722515',
            name_en: 'Cafés, soda fountains and ice cream parlors',
            name_zh: '咖啡馆、冷饮店、冰淇淋店及类似场所',
          },
        ],
      },
    });
    serve(api);
    const user = userEvent.setup();
    for (const [language, label, pill] of [
      [
        'es',
        'Actividades económicas',
        '722515 · Cafeterías, fuentes de sodas, neverías, refresquerías y similares',
      ],
      ['en', 'Business activities', '722515 · Cafés, soda fountains and ice cream parlors'],
      ['zh_cn', '经营活动', '722515 · 咖啡馆、冷饮店、冰淇淋店及类似场所'],
    ] as const) {
      queryClient.clear();
      const { unmount } = renderRoute(`/${language}/dashboard/1/company_basic_data`);
      const activities = await screen.findByRole('combobox', { name: label });
      const field = activities.closest('.mantine-MultiSelect-root') as HTMLElement;
      expect(within(field).getByText(pill)).toBeInTheDocument();
      if (language === 'zh_cn') {
        await user.click(screen.getByRole('button', { name: '保存并继续' }));
        await waitFor(() => expect(api.callsTo('PUT', 'company/set-company-category/1')).toHaveLength(1));
        expect(api.callsTo('PUT', 'company/set-company-category/1')[0]?.body).toMatchObject({
          activities: [{ id: 32 }],
        });
      }
      unmount();
    }
  });

  it('searches and names the activities in Chinese on a Chinese page, by Chinese or English words', async () => {
    const api = fakeCompanyApi({ company: fresh });
    serve(api);
    const user = userEvent.setup();
    const { router } = renderRoute('/zh_cn/dashboard/1/company_basic_data');
    const seen = trackPaths(router);
    const activities = await screen.findByRole('combobox', { name: '经营活动' });
    expect(activities).toHaveAttribute('placeholder', '搜索：咖啡、软件…');
    await user.type(activities, '咖啡');
    const cafes = (await screen.findByText('咖啡馆、冷饮店、冰淇淋店及类似场所')).closest('[role="option"]');
    expect(cafes).toHaveTextContent('722515');
    expect(screen.getByText('咖啡加工')).toBeInTheDocument();
    await user.click(cafes!);
    // A Latin word finds the activity by its English name and still shows it in Chinese.
    await user.type(activities, 'software');
    await user.click(await screen.findByText('软件出版'));
    const field = activities.closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(within(field).getByText('722515 · 咖啡馆、冷饮店、冰淇淋店及类似场所')).toBeInTheDocument();
    expect(within(field).getByText('511210 · 软件出版')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/描述您的公司/), 'Vendemos café de Chiapas a cafeterías.');
    await user.click(screen.getByRole('radio', { name: '暂时不会' }));
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(api.callsTo('PUT', 'company/set-company-category/1')).toHaveLength(1));
    expect(api.callsTo('PUT', 'company/set-company-category/1')[0]?.body).toMatchObject({
      activities: [{ id: 32 }, { id: 13 }],
    });
    await waitFor(() => expect(seen).toContain('/zh_cn/dashboard/1/home'));
  });

  it('takes the founder through Beginning in two steps and saves once', async () => {
    const api = fakeCompanyApi({ company: fresh });
    serve(api);
    const user = userEvent.setup();
    const { router } = renderRoute('/es/beginning/1/select_activities');
    const seen = trackPaths(router);
    // Step 2 without step 1 goes back to step 1.
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/beginning/1'));
    expect(await screen.findByRole('heading', { name: 'Empecemos con tu empresa' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Describe tu empresa/), 'Consultoría de software para pymes.');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/beginning/1/select_activities'));
    await user.type(await screen.findByRole('combobox', { name: 'Actividades económicas' }), '5415');
    await user.click(await screen.findByText('Servicios de consultoría en computación'));
    await user.click(screen.getByRole('radio', { name: 'Sí, pienso contratar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(seen).toContain('/es/dashboard/1/home'));
    expect(api.callsTo('PUT', 'company/set-company-category/1')[0]?.body).toMatchObject({
      activities: [{ id: 12 }],
      description: 'Consultoría de software para pymes.',
      will_hire: true,
    });
  });
});

describe('basic data, read by a partner without the permission to edit', () => {
  const luis = (permission_to_edit: boolean) =>
    makePartner({
      id: 2,
      name: 'Luis Pérez',
      email: 'luis@example.mx',
      user_id: 8,
      invitation_accepted: true,
      permission_to_edit,
    });

  it('shows the data without save buttons, and says who can change it', async () => {
    const api = fakeCompanyApi({
      company: { rfc: 'ABC680524P76', partners: [luis(false)] },
      user: { id: 8, email: 'luis@example.mx' },
    });
    serve(api);
    renderRoute('/es/dashboard/1/company_basic_data');
    expect(await screen.findByRole('heading', { name: 'Datos básicos de tu empresa' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Solo quien fundó la empresa o un socio con permiso para editarla puede cambiar estos datos/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Guardar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar' })).toBeNull();
    expect(screen.getByLabelText(/Describe tu empresa/)).toBeDisabled();
    expect(screen.getByText('ABC680524P76')).toBeInTheDocument();
  });

  it('keeps the forms for a partner the founder let edit the company', async () => {
    serve(
      fakeCompanyApi({
        company: { partners: [luis(true)] },
        user: { id: 8, email: 'luis@example.mx' },
      }),
    );
    renderRoute('/es/dashboard/1/company_basic_data');
    expect(await screen.findByRole('heading', { name: 'Datos básicos de tu empresa' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Guardar/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/puede cambiar estos datos/)).toBeNull();
  });
});

describe('more about the company', () => {
  it('saves the goal, the subsidiary answer and the fiscal address, each checked with its contract', async () => {
    serve(fakeCompanyApi({ company: { fiscal_residence: null } }));
    const saved: ApiCall[] = [];
    const contracts: Record<string, { safeParse: (body: unknown) => { success: boolean } }> = {
      'update-company-goal/1': updateCompanyGoalBodySchema,
      'company/subsidiary/set/1': setSubsidiaryBodySchema,
      'company/save-fiscal-residence/1': saveFiscalResidenceBodySchema,
    };
    serveApi((call) => {
      const contract = contracts[call.path];
      if (!contract || call.method !== 'POST') return undefined;
      saved.push(call);
      return contract.safeParse(call.body).success ? content({ ok: true }) : failure(400, 'invalid_request');
    });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_basic_data');
    const goal = within(await screen.findByRole('form', { name: 'Meta de tu empresa' }));
    const subsidiary = within(screen.getByRole('form', { name: 'Subsidiaria' }));
    const fiscal = within(screen.getByRole('form', { name: 'Domicilio fiscal' }));

    await user.click(goal.getByRole('button', { name: 'Guardar' }));
    expect(await goal.findByText('Escribe la meta de tu empresa.')).toBeInTheDocument();
    await user.click(subsidiary.getByRole('button', { name: 'Guardar' }));
    expect(await subsidiary.findByText('Elige sí o no.')).toBeInTheDocument();
    await user.type(fiscal.getByLabelText(/Domicilio fiscal de tu empresa/), ' x ');
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    expect(await fiscal.findByText('Escribe el domicilio fiscal completo.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(goal.getByLabelText(/Qué quieres lograr/), '  Vender en todo México ');
    await user.click(goal.getByRole('button', { name: 'Guardar' }));
    await user.click(subsidiary.getByRole('radio', { name: 'Sí' }));
    await user.click(subsidiary.getByRole('button', { name: 'Guardar' }));
    await user.clear(fiscal.getByLabelText(/Domicilio fiscal de tu empresa/));
    await user.type(fiscal.getByLabelText(/Domicilio fiscal de tu empresa/), 'Colima 123, Roma Norte');
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: 'update-company-goal/1', body: { company_goal: 'Vender en todo México' } },
      { path: 'company/subsidiary/set/1', body: { subsidiary: true } },
      { path: 'company/save-fiscal-residence/1', body: { fiscal_residence: 'Colima 123, Roma Norte' } },
    ]);
  });
});

describe('the RFC', () => {
  it('refuses a person’s RFC here, and confirms past the check-digit warning', async () => {
    const api = fakeCompanyApi({ company: { rfc: null } });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_basic_data');
    const input = await screen.findByLabelText('RFC');

    await user.type(input, 'gode561231gr8');
    await user.click(screen.getByRole('button', { name: 'Guardar RFC' }));
    expect(await screen.findByText(/Ese parece el RFC de una persona/)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(api.callsTo('POST', 'company/save-rfc/1')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'abc-680524-p76');
    expect(input).toHaveValue('ABC680524P76');
    await user.click(screen.getByRole('button', { name: 'Guardar RFC' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Es exactamente el RFC de tu CSF?' });
    expect(within(dialog).getByText(/El SAT ha emitido RFC reales que no la pasan/)).toBeInTheDocument();
    expect(api.callsTo('POST', 'company/save-rfc/1').map((call) => call.body)).toEqual([
      { rfc: 'ABC680524P76', confirm_checksum: false },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Sí, es exactamente ese' }));
    await waitFor(() => expect(api.callsTo('POST', 'company/save-rfc/1')).toHaveLength(2));
    expect(api.callsTo('POST', 'company/save-rfc/1')[1]?.body).toEqual({
      rfc: 'ABC680524P76',
      confirm_checksum: true,
    });
    expect(await screen.findByLabelText('RFC guardado: ABC680524P76')).toBeInTheDocument();
    expect(api.company.rfc).toBe('ABC680524P76');
  });

  it('lets the founder add it later', async () => {
    const api = fakeCompanyApi({ company: { rfc: null, rfc_later: false } });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_basic_data');
    await user.click(await screen.findByRole('button', { name: 'Lo agrego después' }));
    expect(await screen.findByText(/Nos dijiste que agregarás el RFC después/)).toBeInTheDocument();
    expect(api.callsTo('GET', 'update-boolean-rfc-company/1')).toHaveLength(1);
  });
});

describe('documents', () => {
  const documents = [
    companyDocument('CSF_company', { is_approved: true }),
    companyDocument('fiscal_identity', { rejection_category: 'illegible' }),
    companyDocument('articles_of_incorporation'),
  ];

  it('shows every document with its state, download and upload where the founder provides it', async () => {
    // An S.A.P.I. (it has a commissary) with Forja as legal representative: every kind of document applies.
    serve(fakeCompanyApi({ company: { documents, legal_representation: true } }));
    renderRoute('/es/dashboard/1/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(COMPANY_DOCUMENT_TYPES.length);

    const csf = screen.getByRole('listitem', { name: 'Constancia de situación fiscal (CSF) de la empresa' });
    expect(within(csf).getByText('Aprobado')).toBeInTheDocument();
    expect(within(csf).getByRole('link', { name: /Descargar/ })).toHaveAttribute(
      'href',
      'https://files.example/CSF_company.pdf',
    );
    expect(within(csf).queryByRole('button', { name: /PDF/ })).toBeNull();

    const rfc = screen.getByRole('listitem', { name: 'Cédula de identificación fiscal (RFC)' });
    expect(within(rfc).getByText('Rechazado')).toBeInTheDocument();
    expect(within(rfc).getByText('Lo rechazamos porque no se lee bien. Sube uno nuevo.')).toBeInTheDocument();
    expect(within(rfc).getByRole('button', { name: /Reemplazar PDF/ })).toBeInTheDocument();

    const proof = screen.getByRole('listitem', { name: 'Comprobante de actividad' });
    expect(within(proof).getByText('Falta')).toBeInTheDocument();
    expect(
      within(proof).getByRole('button', { name: 'Subir PDF: Comprobante de actividad' }),
    ).toBeInTheDocument();

    const articles = screen.getByRole('listitem', { name: 'Acta constitutiva' });
    expect(within(articles).getByText('En espera de revisión')).toBeInTheDocument();
    expect(within(articles).queryByRole('button')).toBeNull();

    const mandate = screen.getByRole('listitem', { name: 'Contrato de mandato' });
    expect(within(mandate).getByText('Te avisaremos cuando esté listo para descargar.')).toBeInTheDocument();
  });

  it('lists the testimonio Forja ships for an S.A. de C.V., and none for an S.A.S., formed online', async () => {
    serve(fakeCompanyApi({ company: { company_type: 'sa', documents } }));
    renderRoute('/es/dashboard/1/documents');
    const testimony = await screen.findByRole('listitem', {
      name: 'Testimonio de la escritura constitutiva',
    });
    expect(within(testimony).getByText(/El original en papel te lo enviamos/)).toBeInTheDocument();

    cleanup();
    queryClient.clear();
    serve(fakeCompanyApi({ company: { company_type: 'sas', documents } }));
    renderRoute('/es/dashboard/1/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    // No testimonio, no commissary's ID and certificate, and (without Forja as representative) no mandate.
    expect(screen.getAllByRole('listitem')).toHaveLength(COMPANY_DOCUMENT_TYPES.length - 4);
    expect(screen.queryByText(/testimonio/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/comisario/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Contrato de mandato' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Folio mercantil electrónico' })).toBeInTheDocument();
  });

  it("tells the founder why Forja rejected a document, with the team's note, and takes a new file for review", async () => {
    const api = fakeCompanyApi({
      company: {
        documents: [
          companyDocument('CSF_company', {
            rejection_category: 'does_not_match',
            rejection_note: 'El RFC de la constancia no es el de tu empresa.',
          }),
        ],
      },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/documents');
    const csf = await screen.findByRole('listitem', {
      name: 'Constancia de situación fiscal (CSF) de la empresa',
    });
    expect(within(csf).getByText('Rechazado')).toBeInTheDocument();
    expect(
      within(csf).getByText(
        'Lo rechazamos porque sus datos no coinciden con los que tenemos registrados. Sube uno nuevo.',
      ),
    ).toBeInTheDocument();
    expect(
      within(csf).getByText('Nota de nuestro equipo: El RFC de la constancia no es el de tu empresa.'),
    ).toBeInTheDocument();

    await user.upload(
      within(csf).getByLabelText('Archivo PDF de Constancia de situación fiscal (CSF) de la empresa'),
      new File(['%PDF-1.7\n%…'], 'csf.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(csf).getByText('En espera de revisión')).toBeInTheDocument());
    expect(within(csf).queryByText(/Lo rechazamos/)).toBeNull();
    expect(within(csf).queryByText(/Nota de nuestro equipo/)).toBeNull();
    expect(api.callsTo('POST', 'company/1/documents/CSF_company')).toHaveLength(1);
  });

  it('uploads a PDF with a progress bar, and shows the server refusing a file that is not a PDF inside', async () => {
    const api = fakeCompanyApi({ company: { documents } });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/documents');
    const input = await screen.findByLabelText('Archivo PDF de Comprobante de actividad');

    // Named .pdf, but not a PDF inside: the server decides by content and answers invalid_format.
    await user.upload(
      input,
      new File(['hola, no soy un PDF'], 'comprobante.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Avance de la subida de comprobante.pdf' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'El archivo debe ser un PDF o una imagen permitida, sin pasar del tamaño máximo. Revísalo y súbelo de nuevo.',
      ),
    ).toBeInTheDocument();
    const proof = screen.getByRole('listitem', { name: 'Comprobante de actividad' });
    expect(within(proof).getByText('Falta')).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.7\n%…'], 'comprobante.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(proof).getByText('En espera de revisión')).toBeInTheDocument());
    const uploads = api.calls.filter((call) => call.path === 'company/1/documents/business_activity_proof');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.headers).toMatchObject({ authorization: 'Bearer access-1', 'x-language': 'es' });
  });

  it('says at once when the chosen file is not a PDF, without sending it', async () => {
    const api = fakeCompanyApi({ company: { documents } });
    serve(api);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/es/dashboard/1/documents');
    const input = await screen.findByLabelText('Archivo PDF de Comprobante de actividad');
    await user.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText(/Ese archivo no es un PDF/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('/documents/'))).toHaveLength(0);
  });
});

describe('administration', () => {
  it("shows each legal representative as Forja's review left them, with the reason and note of a rejection", async () => {
    const person = { image: null, manual_verification: false };
    serve(
      fakeCompanyApi({
        company: {
          legal_representatives: [
            { ...person, id: 90, name: 'Rosa Díaz', rfc: 'DIAR800101AB1', approved: true },
            { ...person, id: 91, name: 'Jorge Ruiz', rfc: 'RUJO800101AB1', approved: false },
            {
              ...person,
              id: 92,
              name: 'Marta Gil',
              rfc: 'GIMA800101AB1',
              approved: false,
              rejection_category: 'does_not_match',
              rejection_note: 'El RFC no es el de su INE.',
            },
          ],
        },
      }),
    );
    renderRoute('/es/dashboard/1/company_admin');
    const card = (name: string) => screen.getByText(name).closest<HTMLElement>('li') as HTMLElement;
    await screen.findByText('Marta Gil', {});
    expect(within(card('Rosa Díaz')).getByText('Verificado')).toBeInTheDocument();
    expect(within(card('Jorge Ruiz')).getByText('En revisión')).toBeInTheDocument();
    const rejected = card('Marta Gil');
    expect(within(rejected).getByText('Rechazado')).toBeInTheDocument();
    expect(
      within(rejected).getByText(
        'No pudimos verificarlo porque sus datos no coinciden con los que tenemos registrados. Quítalo y agrégalo de nuevo con los datos o la identificación correctos.',
      ),
    ).toBeInTheDocument();
    expect(
      within(rejected).getByText('Nota de nuestro equipo: El RFC no es el de su INE.'),
    ).toBeInTheDocument();
  });

  it('does not call the list empty of representatives when Forja is the legal representative', async () => {
    serve(fakeCompanyApi({ company: { legal_representation: true, legal_representatives: [] } }));
    renderRoute('/es/dashboard/1/company_admin');
    expect(
      await screen.findByText(
        'Contrataste a Forja como representante legal; aquí puedes agregar a otras personas que también firmarán.',
        undefined,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Aún no agregaste a nadie más: por ahora Forja es el único representante legal de tu empresa.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Aún no hay representantes legales/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Agregar representante' })).toBeInTheDocument();
  });

  it('checks a new legal representative before uploading it, then sends the RFC normalised', async () => {
    const api = fakeCompanyApi();
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    await user.click(await screen.findByRole('button', { name: 'Agregar representante' }));
    expect(await screen.findByText('Sube su identificación oficial.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ese RFC no tiene el formato de uno de persona: 4 letras, 6 números de la fecha y 3 caracteres.',
      ),
    ).toBeInTheDocument();
    const name = screen.getAllByLabelText('Nombre completo').at(-1)!;
    expect(name).toHaveFocus();
    expect(api.callsTo('POST', 'company/legal-representatives/new/1')).toHaveLength(0);

    await user.type(name, 'Gonzalo Díaz');
    await user.type(screen.getByLabelText(/RFC de la persona/), 'gode-561231-gr8');
    // Mantine's FileInput labels its button; the file goes to its hidden input.
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.4 id'], 'ine.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Agregar representante' }));
    expect(await screen.findByText('Agregamos a Gonzalo Díaz como representante legal')).toBeInTheDocument();
    const sent = api.callsTo('POST', 'company/legal-representatives/new/1')[0]?.body as FormData;
    expect(sent.get('name')).toBe('Gonzalo Díaz');
    expect(sent.get('rfc')).toBe('GODE561231GR8');
    expect(sent.get('image')).toBeInstanceOf(Blob);
  });

  it('saves a board with its roles, keeping the commissary, and removes a representative after confirming', async () => {
    const api = fakeCompanyApi({
      company: {
        has_unique_administrator: null,
        legal_representatives: [
          {
            id: 90,
            name: 'Rosa Díaz',
            rfc: 'DIAR800101AB1',
            image: null,
            approved: true,
            manual_verification: false,
          },
        ],
      },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    // Nothing chosen yet: the form says so and sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Guardar administración' }));
    expect(await screen.findByText('Elige cómo se administrará tu empresa.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Consejo de administración/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar administración' }));
    expect(await screen.findAllByText('Escribe el nombre completo.')).toHaveLength(2);
    expect(screen.getByLabelText('Nombre completo del miembro 1')).toHaveFocus();
    expect(api.callsTo('PUT', 'company/administration/1')).toHaveLength(0);
    await user.type(screen.getByLabelText('Nombre completo del miembro 1'), 'Ana López');
    await user.type(screen.getByLabelText('Nombre completo del miembro 2'), 'Luis Pérez');
    await user.selectOptions(screen.getByLabelText('Cargo del miembro 1'), 'president');
    await user.selectOptions(screen.getByLabelText('Cargo del miembro 2'), 'president');
    await user.click(screen.getByRole('button', { name: 'Guardar administración' }));
    expect(await screen.findByText(/Solo una persona puede ser Presidente/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Cargo del miembro 2'), 'secretary');
    await user.click(screen.getByRole('button', { name: 'Guardar administración' }));
    await waitFor(() => expect(api.callsTo('PUT', 'company/administration/1')).toHaveLength(1));
    expect(api.callsTo('PUT', 'company/administration/1')[0]?.body).toEqual({
      has_unique_administrator: false,
      council: [
        { name: 'Ana López', council_role: 'president' },
        { name: 'Luis Pérez', council_role: 'secretary' },
        { name: 'Comisaria', council_role: 'commissary' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Quitar a Rosa Díaz' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a este representante legal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(screen.queryByText('Rosa Díaz')).toBeNull());
    expect(api.callsTo('POST', 'company/legal-representatives/delete')[0]?.body).toEqual({
      legal_representative: 90,
    });
  });
});

describe('the administration in the words of the articles', () => {
  /** The options of each board member's role, as the founder reads them. */
  const roleOptions = (number: number) =>
    within(screen.getByLabelText(`Cargo del miembro ${number}`))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('offers an S. de R.L. a gerente único or a consejo de gerentes, as its articles print (LGSM art. 74)', async () => {
    const api = fakeCompanyApi({
      company: { company_type: 'srl', has_unique_administrator: null, council: [] },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    const sole = await screen.findByRole('radio', { name: /Gerente único/ });
    expect(screen.getByRole('radio', { name: /Consejo de gerentes/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Administrador único/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Consejo de administración/ })).toBeNull();
    expect(screen.queryByText(/consejeros/)).toBeNull();

    await user.click(sole);
    expect(screen.getByLabelText('Nombre completo del gerente único')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Consejo de gerentes/ }));
    expect(screen.getByText('Miembros del consejo de gerentes')).toBeInTheDocument();
    // The articles print Presidente, Secretario, Tesorero and, for the others, Gerente (not Consejero).
    expect(roleOptions(1)).toEqual(['Presidente', 'Secretario', 'Tesorero', 'Gerente']);
    await user.type(screen.getByLabelText('Nombre completo del miembro 1'), 'Ana López');
    await user.type(screen.getByLabelText('Nombre completo del miembro 2'), 'Luis Pérez');
    await user.selectOptions(screen.getByLabelText('Cargo del miembro 1'), 'president');
    await user.click(screen.getByRole('button', { name: 'Guardar administración' }));
    await waitFor(() => expect(api.callsTo('PUT', 'company/administration/1')).toHaveLength(1));
    expect(api.callsTo('PUT', 'company/administration/1')[0]?.body).toEqual({
      has_unique_administrator: false,
      council: [
        { name: 'Ana López', council_role: 'president' },
        { name: 'Luis Pérez', council_role: 'member' },
      ],
    });
  });

  it('names the gerentes in English and in Chinese too', async () => {
    serve(fakeCompanyApi({ company: { company_type: 'srl', has_unique_administrator: false, council: [] } }));
    const { unmount } = renderRoute('/en/dashboard/1/company_admin');
    expect(await screen.findByRole('radio', { name: /Sole manager \(gerente único\)/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Board of managers \(consejo de gerentes\)/ })).toBeChecked();
    expect(screen.queryByText(/Sole administrator/)).toBeNull();
    unmount();
    cleanup();
    queryClient.clear();
    renderRoute('/zh_cn/dashboard/1/company_admin');
    expect(await screen.findByRole('radio', { name: /唯一经理（gerente único）/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /经理委员会（consejo de gerentes）/ })).toBeChecked();
    expect(screen.queryByText(/董事会/)).toBeNull();
  });

  it('keeps the administrador único and the consejo de administración of an S.A. de C.V.', async () => {
    serve(fakeCompanyApi({ company: { company_type: 'sa', has_unique_administrator: null, council: [] } }));
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    await user.click(await screen.findByRole('radio', { name: /Administrador único/ }));
    expect(screen.getByLabelText('Nombre completo del administrador único')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Gerente único/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Consejo de administración/ }));
    expect(screen.getByText('Miembros del consejo')).toBeInTheDocument();
    expect(roleOptions(1)).toEqual(['Presidente', 'Secretario', 'Tesorero', 'Consejero']);
    expect(screen.queryByText(/gerente/i)).toBeNull();
  });
});

describe("an S.A.S.'s administration, in the hands of one of its partners", () => {
  const partners = [
    makePartner({ id: 2, name: 'Wei Wang', first_name: 'Wei', last_name: 'Wang', email: 'wei@example.mx' }),
    makePartner({ id: 3, name: 'Luis Pérez', email: 'luis@example.mx' }),
  ];

  it('offers the partners as sole administrator, and saves the one chosen', async () => {
    const api = fakeCompanyApi({
      company: { company_type: 'sas', has_unique_administrator: null, council: [], partners },
    });
    serve(api);
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_admin');
    const choice = await screen.findByLabelText('Socio que será el administrador único', {});
    expect(
      screen.getByText(/Una S.A.S. la dirige un administrador único, que es uno de sus accionistas/),
    ).toBeInTheDocument();
    // No board to choose, no name to write.
    expect(screen.queryByRole('radio', { name: /Consejo de administración/ })).toBeNull();
    expect(screen.queryByLabelText(/Nombre completo del administrador único/)).toBeNull();
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige a un socio', 'Wei Wang', 'Luis Pérez']);

    await user.click(screen.getByRole('button', { name: 'Guardar administración' }));
    expect(await screen.findByText('Elige al socio que será el administrador único.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'company/administration/1')).toHaveLength(0);

    await user.selectOptions(choice, 'Wei Wang');
    await user.click(screen.getByRole('button', { name: 'Guardar administración' }));
    await waitFor(() => expect(api.callsTo('PUT', 'company/administration/1')).toHaveLength(1));
    expect(api.callsTo('PUT', 'company/administration/1')[0]?.body).toEqual({
      has_unique_administrator: true,
      council: [{ name: 'Wei Wang', council_role: 'sole_administrator' }],
    });
    expect(await screen.findByText('Guardamos la administración de tu empresa')).toBeInTheDocument();
  });

  it('says when the administrator saved before is not one of the partners, and asks to choose one', async () => {
    serve(
      fakeCompanyApi({
        company: {
          company_type: 'sas',
          has_unique_administrator: true,
          council: [{ id: 1, partner_id: null, name: 'Wang Wei', council_role: 'sole_administrator' }],
          partners,
        },
      }),
    );
    renderRoute('/es/dashboard/1/company_admin');
    expect(await screen.findByText('El administrador guardado no es socio', {})).toBeInTheDocument();
    expect(
      screen.getByText(/Guardaste a Wang Wei como administrador único, pero no está entre los socios/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Socio que será el administrador único')).toHaveValue('');
  });

  it('keeps the partner saved as sole administrator chosen', async () => {
    serve(
      fakeCompanyApi({
        company: {
          company_type: 'sas',
          has_unique_administrator: true,
          council: [{ id: 1, partner_id: null, name: 'luis  perez', council_role: 'sole_administrator' }],
          partners,
        },
      }),
    );
    renderRoute('/es/dashboard/1/company_admin');
    expect(await screen.findByLabelText('Socio que será el administrador único', {})).toHaveValue(
      'Luis Pérez',
    );
    expect(screen.queryByText('El administrador guardado no es socio')).toBeNull();
  });
});

describe('once every partner signed the articles', () => {
  const signed = {
    company_type: 'sa',
    date_signature: '2026-11-20T18:00:00.000Z',
    flags: { weetrust_id: null, date_signature: '2026-11-20T18:00:00.000Z' },
    fiscal_residence: 'Colima 123, Roma Norte, 06700, Cuauhtémoc, Ciudad de México',
    has_unique_administrator: true,
    council: [
      { id: 1, partner_id: null, name: 'Ana López', council_role: 'sole_administrator' },
      { id: 2, partner_id: null, name: 'Irene Solís', council_role: 'commissary' },
    ],
    legal_representatives: [
      {
        id: 90,
        name: 'Rosa Díaz',
        rfc: 'DIAR800101AB1',
        image: null,
        approved: true,
        manual_verification: false,
      },
    ],
  } satisfies Partial<Company>;

  it('shows the administration, representatives and commissary the articles name, with nothing to change', async () => {
    serve(fakeCompanyApi({ company: signed }));
    fakeCommissaryApi({ appointment: appointment({ stage: 'complete' }), layered: true });
    renderRoute('/es/dashboard/1/company_admin');
    expect(await screen.findByText('Rosa Díaz', {})).toBeInTheDocument();
    expect(screen.getByText(/Todos los socios firmaron el acta constitutiva/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Administrador único/ })).toBeDisabled();
    expect(screen.getByLabelText(/Nombre completo/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar administración' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar a Rosa Díaz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar representante' })).toBeNull();
    expect(await screen.findByText('Irene Solís')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar de comisario' })).toBeNull();
  });

  it('keeps what the articles do not print editable on the basic data: the goal, and the fiscal address within the domicile, not the activities', async () => {
    serve(fakeCompanyApi({ company: signed }));
    const saved: ApiCall[] = [];
    serveApi((call) => {
      if (call.method !== 'POST' || call.path !== 'company/save-fiscal-residence/1') return undefined;
      saved.push(call);
      // The API keeps the fiscal address within the municipality (here Mexico City) the articles name.
      const { fiscal_residence } = call.body as { fiscal_residence: string };
      return /Ciudad de México|CDMX/.test(fiscal_residence)
        ? content({ ok: true })
        : failure(409, 'articles_signed');
    });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_basic_data');
    const goal = within(await screen.findByRole('form', { name: 'Meta de tu empresa' }));
    expect(screen.getByText(/Todos los socios firmaron el acta constitutiva/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Describe tu empresa/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar y continuar' })).toBeNull();
    expect(goal.getByLabelText(/Qué quieres lograr/)).toBeEnabled();
    expect(goal.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();

    const fiscal = within(screen.getByRole('form', { name: 'Domicilio fiscal' }));
    const address = fiscal.getByLabelText(/Domicilio fiscal de tu empresa/);
    expect(address).toBeEnabled();
    expect(
      fiscal.getByText(
        /Puedes cambiar la dirección dentro del mismo municipio; llevarla a otro municipio o estado es una reforma del acta ante notario\./,
      ),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'Av. Insurgentes Sur 1602, 03940, Benito Juárez, Ciudad de México');
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.clear(address);
    await user.type(address, 'Av. Constitución 100, 64000, Monterrey, Nuevo León');
    await user.click(fiscal.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/ya no se puede cambiar aquí/)).toBeInTheDocument();
    expect(saved.map((call) => call.body)).toEqual([
      { fiscal_residence: 'Av. Insurgentes Sur 1602, 03940, Benito Juárez, Ciudad de México' },
      { fiscal_residence: 'Av. Constitución 100, 64000, Monterrey, Nuevo León' },
    ]);
  });
});

describe('administration, read by a partner without the permission to edit', () => {
  it('shows who runs the company without forms, and says who can change it', async () => {
    serve(
      fakeCompanyApi({
        company: {
          company_type: 'sas',
          partners: [
            makePartner({
              id: 2,
              name: 'Luis Pérez',
              email: 'luis@example.mx',
              user_id: 8,
              invitation_accepted: true,
            }),
          ],
          legal_representatives: [
            {
              id: 90,
              name: 'Rosa Díaz',
              rfc: 'DIAR800101AB1',
              image: null,
              approved: true,
              manual_verification: false,
            },
          ],
        },
        user: { id: 8, email: 'luis@example.mx' },
      }),
    );
    renderRoute('/es/dashboard/1/company_admin');
    expect(await screen.findByText('Rosa Díaz', {})).toBeInTheDocument();
    expect(
      screen.getByText(/Solo quien fundó la empresa o un socio con permiso para editarla/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar administración' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar a Rosa Díaz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar representante' })).toBeNull();
  });
});
