import type { Company, Partner } from '@forja/contracts';
import { articlesMissing } from '@forja/domain';
import { companyDocument, makeCompany, makePartner, partnerDocument } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import {
  articlesFingerprint,
  articlesText,
  formatDeedMoney,
  moneyInWords,
  type ArticlesText,
} from './articles-text';

const MX = { id: 1, code: 'MX', name: 'MX' };
const US = { id: 2, code: 'US', name: 'US' };

function partner(
  id: number,
  name: string,
  percentage: number | null,
  overrides: Partial<Partner> = {},
): Partner {
  return makePartner({
    id,
    name,
    first_name: null,
    last_name: null,
    email: `socio${id}@example.mx`,
    nationalities: [MX],
    shares: [{ id: id * 10, share_series_id: 1, percentage }],
    ...overrides,
  });
}

const NAMES = [
  'Ana López García',
  'Bruno Díaz Ruiz',
  'Carla Méndez Ortiz',
  'Diego Fuentes Vela',
  'Elena Ríos Cano',
];
/** Equal holdings for 1 to 5 partners, in hundredths that add up to exactly 100 %. */
const EQUAL: Record<number, number[]> = {
  1: [100],
  2: [50, 50],
  3: [33.33, 33.33, 33.34],
  4: [25, 25, 25, 25],
  5: [20, 20, 20, 20, 20],
};

function company(overrides: Partial<Company> = {}): Company {
  return makeCompany({
    company_type: 'sa',
    legal_name: 'Café del Norte',
    fiscal_residence: 'Av. Álvaro Obregón 100, Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
    description: 'La compraventa, importación y tostado de café',
    partners: [partner(1, NAMES[0]!, 50), partner(2, NAMES[1]!, 50)],
    council: [
      { id: 1, partner_id: null, name: 'Ana López García', council_role: 'sole_administrator' },
      { id: 2, partner_id: null, name: 'María Comisaria Ponce', council_role: 'commissary' },
    ],
    has_unique_administrator: true,
    ...overrides,
  });
}

function flat(text: ArticlesText): string {
  return [text.title, ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join(
    '\n',
  );
}

function section(text: ArticlesText, title: string): string {
  const found = text.sections.find((entry) => entry.heading.endsWith(title));
  if (!found) throw new Error(`no section ${title}`);
  return found.paragraphs.join('\n');
}

function expectClean(text: string) {
  expect(text).not.toMatch(/\b(undefined|null|NaN|Infinity)\b/);
  expect(text).not.toContain('[object Object]');
}

describe('articlesText', () => {
  const TYPES = [
    { type: 'sa', name: 'Sociedad Anónima de Capital Variable', abbreviation: 'S.A. de C.V.' },
    {
      type: 'sapi',
      name: 'Sociedad Anónima Promotora de Inversión de Capital Variable',
      abbreviation: 'S.A.P.I. de C.V.',
    },
    {
      type: 'srl',
      name: 'Sociedad de Responsabilidad Limitada de Capital Variable',
      abbreviation: 'S. de R.L. de C.V.',
    },
    {
      type: 'sas',
      name: 'Sociedad por Acciones Simplificada de Capital Variable',
      abbreviation: 'S.A.S. de C.V.',
    },
  ];

  for (const { type, name, abbreviation } of TYPES) {
    for (const count of [1, 2, 3, 4, 5]) {
      it(`writes a complete ${type} draft for ${count} partner(s) with equal holdings`, () => {
        const partners = EQUAL[count]!.map((percentage, index) =>
          partner(index + 1, NAMES[index]!, percentage),
        );
        const text = articlesText(company({ company_type: type, partners }));
        const all = flat(text);
        expectClean(all);
        expect(text.title).toBe(
          `PROYECTO DE ACTA CONSTITUTIVA DE CAFÉ DEL NORTE, ${abbreviation.toUpperCase()}`,
        );
        expect(all).toContain(`constituir una ${name}`);
        expect(all).toContain(`«${abbreviation}»`);
        const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
        for (const partnerName of NAMES.slice(0, count)) {
          expect(all).toContain(partnerName);
          expect(subscription).toMatch(
            new RegExp(
              `${partnerName}: ${type === 'srl' ? 'una parte social' : '[\\d,]+ acciones de la Serie A'}`,
            ),
          );
        }
        expect(all).toContain(
          count === 1 ? 'La persona siguiente conviene' : 'Las personas siguientes convienen',
        );
        expect(all).toContain('La duración de la sociedad es indefinida.');
        expect(all).toContain('El domicilio de la sociedad es la Ciudad de México.');
        expect(all).toContain('a) La compraventa, importación y tostado de café.');
        expect(all).toContain('«Comercio»');
        expect(section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL')).toMatch(
          /TOTAL: .* equivalentes al 100 % del capital social suscrito\./,
        );
        expect(all).toContain('ARTÍCULOS TRANSITORIOS');
        if (type === 'srl') {
          expect(all).toContain('partes sociales');
          expect(all).not.toMatch(/\bacci(ón|ones|onistas?)\b/i);
          expect(all).toContain('Gerente Único');
        } else {
          expect(all).toContain('acciones');
          expect(all).toContain('accionistas');
        }
        const needsTwo = type !== 'sas';
        expect(all.includes('requiere al menos 2')).toBe(needsTwo && count === 1);
      });
    }
  }

  it('counts shares and amounts for a 50/50 company: $50,000.00 in 500 shares of $100.00', () => {
    const text = articlesText(company());
    expect(section(text, 'CAPITAL SOCIAL')).toContain(
      'El capital mínimo fijo sin derecho a retiro es de $50,000.00 M.N. (CINCUENTA MIL PESOS 00/100 MONEDA NACIONAL), representado por 500 acciones ordinarias, nominativas, de la Serie A, con valor nominal de $100.00 M.N. cada una.',
    );
    const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
    expect(subscription).toContain(
      'Ana López García: 250 acciones de la Serie A, por un valor de $25,000.00 M.N., equivalentes al 50 % del capital social.',
    );
    expect(subscription).toContain(
      'Bruno Díaz Ruiz: 250 acciones de la Serie A, por un valor de $25,000.00 M.N., equivalentes al 50 % del capital social.',
    );
    expect(subscription).toContain(
      'TOTAL: 500 acciones por un valor de $50,000.00 M.N., equivalentes al 100 % del capital social suscrito.',
    );
    expect(flat(text)).not.toContain('OBSERVACIONES DEL PROYECTO');
  });

  it('counts unequal holdings exactly', () => {
    const text = articlesText(company({ partners: [partner(1, NAMES[0]!, 70), partner(2, NAMES[1]!, 30)] }));
    const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
    expect(subscription).toContain(
      'Ana López García: 350 acciones de la Serie A, por un valor de $35,000.00 M.N.',
    );
    expect(subscription).toContain('70 %');
    expect(subscription).toContain(
      'Bruno Díaz Ruiz: 150 acciones de la Serie A, por un valor de $15,000.00 M.N.',
    );
    expect(subscription).toContain('30 %');
  });

  it('issues one share per hundredth of a percent when the holdings need it', () => {
    const partners = EQUAL[3]!.map((percentage, index) => partner(index + 1, NAMES[index]!, percentage));
    const text = articlesText(company({ partners }));
    expect(section(text, 'CAPITAL SOCIAL')).toContain(
      '$1,000,000.00 M.N. (UN MILLÓN DE PESOS 00/100 MONEDA NACIONAL), representado por 10,000 acciones',
    );
    const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
    expect(subscription).toContain(
      'Carla Méndez Ortiz: 3,334 acciones de la Serie A, por un valor de $333,400.00 M.N.',
    );
    expect(subscription).toContain('33.33 %');
    expect(subscription).toContain('33.34 %');
  });

  it('lists several share series with their class and nominal value', () => {
    const text = articlesText(
      company({
        share_series: [
          { id: 1, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 },
          { id: 2, name: 'B', share_class: 'preferred', nominal_value_centavos: 100_000 },
        ],
        partners: [
          partner(1, NAMES[0]!, 60),
          partner(2, NAMES[1]!, null, { shares: [{ id: 20, share_series_id: 2, percentage: 40 }] }),
        ],
      }),
    );
    const capital = section(text, 'CAPITAL SOCIAL');
    expect(capital).toContain('$50,600.00 M.N.');
    expect(capital).toContain(
      'Serie A: 66 acciones ordinarias, con valor nominal de $100.00 M.N. cada una, por $6,600.00 M.N.',
    );
    expect(capital).toContain(
      'Serie B: 44 acciones preferentes, con valor nominal de $1,000.00 M.N. cada una, por $44,000.00 M.N.',
    );
    const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
    expect(subscription).toContain(
      'Bruno Díaz Ruiz: 44 acciones de la Serie B, por un valor de $44,000.00 M.N.',
    );
  });

  it('gives each partner of an S. de R.L. one parte social of whole pesos', () => {
    const text = articlesText(
      company({
        company_type: 'srl',
        partners: [partner(1, NAMES[0]!, 66.67), partner(2, NAMES[1]!, 33.33)],
      }),
    );
    const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
    expect(subscription).toMatch(
      /Ana López García: una parte social con valor de \$[\d,]+\.00 M\.N\., equivalente al 66\.67 %/,
    );
    expect(subscription).toMatch(/TOTAL: 2 partes sociales por un valor de \$[\d,]+\.00 M\.N\./);
    expect(section(text, 'PARTES SOCIALES')).toContain('artículos 65 y 66');
    expect(section(text, 'CAPITAL SOCIAL')).toContain('una por cada socio, de valor desigual');
  });

  it('says the partes sociales of partners with equal holdings are of equal value', () => {
    const text = articlesText(company({ company_type: 'srl' }));
    const capital = section(text, 'CAPITAL SOCIAL');
    expect(capital).toContain('dividido en 2 partes sociales, una por cada socio, de igual valor');
    expect(capital).not.toContain('desigual');
  });

  it("prints the fixed capital the founder chose, and each partner's part of it paid in cash", () => {
    const text = articlesText(company({ fixed_capital_centavos: 10_000_000 }));
    expect(section(text, 'CAPITAL SOCIAL')).toContain(
      'El capital mínimo fijo sin derecho a retiro es de $100,000.00 M.N. (CIEN MIL PESOS 00/100 MONEDA NACIONAL), representado por 1,000 acciones ordinarias',
    );
    const subscription = section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL');
    expect(subscription).toContain('íntegramente suscrito y pagado en efectivo');
    expect(subscription).toContain(
      'Ana López García: 500 acciones de la Serie A, por un valor de $50,000.00 M.N., equivalentes al 50 % del capital social.',
    );
  });

  it('prints the next amount the holdings reach when the chosen capital cannot be divided among them', () => {
    // Partes sociales are whole pesos (LGSM art. 62): 50/50 of MXN 75,101 would be $37,550.50 each, so the
    // articles print MXN 75,102; MXN 75,100 divides, and is printed as chosen.
    const text = articlesText(company({ company_type: 'srl', fixed_capital_centavos: 7_510_100 }));
    expect(section(text, 'CAPITAL SOCIAL')).toContain('$75,102.00 M.N.');
    expect(section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL')).toContain(
      'Ana López García: una parte social con valor de $37,551.00 M.N., equivalente al 50 % del capital social.',
    );
    const exact = articlesText(company({ company_type: 'srl', fixed_capital_centavos: 7_510_000 }));
    expect(section(exact, 'CAPITAL SOCIAL')).toContain('$75,100.00 M.N.');
  });

  it('names foreign partners under the admission-of-foreigners clause and asks for the RNIE registration', () => {
    const text = articlesText(
      company({
        partners: [
          partner(1, NAMES[0]!, 50),
          partner(2, 'John Smith', 50, { nationalities: [US], rfc: 'EXTF900101ABC' }),
        ],
      }),
    );
    const nationality = section(text, 'NACIONALIDAD Y ADMISIÓN DE EXTRANJEROS');
    expect(nationality).toContain('se obligan formalmente con la Secretaría de Relaciones Exteriores');
    expect(nationality).toContain('es accionista de nacionalidad extranjera: John Smith (Estados Unidos)');
    expect(flat(text)).toContain('John Smith, persona física, de nacionalidad estadounidense');
    expect(flat(text)).toContain('Registro Nacional de Inversiones Extranjeras');
  });

  it('keeps the admission clause without foreign partners, and counts a Mexican with a second nationality as Mexican', () => {
    const text = articlesText(
      company({
        partners: [partner(1, NAMES[0]!, 50), partner(2, NAMES[1]!, 50, { nationalities: [MX, US] })],
      }),
    );
    expect(section(text, 'NACIONALIDAD Y ADMISIÓN DE EXTRANJEROS')).toContain(
      'extranjeros actuales o futuros',
    );
    expect(section(text, 'NACIONALIDAD Y ADMISIÓN DE EXTRANJEROS')).not.toContain('nacionalidad extranjera:');
    expect(flat(text)).not.toContain('Registro Nacional de Inversiones Extranjeras');
    expect(flat(text)).toContain('de nacionalidad mexicana y estadounidense');
  });

  it('describes a legal-entity partner, and flags one in an S.A.S.', () => {
    const entity = partner(2, 'Inversiones del Bajío, S.A. de C.V.', 50, {
      is_moral_person: true,
      rfc: 'IBA010101AB1',
    });
    const sa = flat(articlesText(company({ partners: [partner(1, NAMES[0]!, 50), entity] })));
    expect(sa).toContain(
      'Inversiones del Bajío, S.A. de C.V., persona moral, de nacionalidad mexicana, con Registro Federal de Contribuyentes IBA010101AB1, que comparece por conducto de su representante legal.',
    );
    expect(sa).not.toContain('OBSERVACIONES DEL PROYECTO');
    const sas = flat(
      articlesText(company({ company_type: 'sas', partners: [partner(1, NAMES[0]!, 50), entity] })),
    );
    expect(sas).toContain('solo admite personas físicas');
  });

  it('prints the RFC only when the partner has one', () => {
    const text = flat(
      articlesText(
        company({
          partners: [partner(1, NAMES[0]!, 50, { rfc: 'logA800101ab1' }), partner(2, NAMES[1]!, 50)],
        }),
      ),
    );
    expect(text).toContain(
      'Ana López García, persona física, de nacionalidad mexicana, con Registro Federal de Contribuyentes LOGA800101AB1.',
    );
    expect(text).toContain('Bruno Díaz Ruiz, persona física, de nacionalidad mexicana.');
  });

  it('says the legal name is pending authorisation when there is none, and invents none', () => {
    const text = articlesText(company({ legal_name: null, name: 'Tienda Provisional' }));
    const all = flat(text);
    expectClean(all);
    expect(text.title).toBe(
      'PROYECTO DE ACTA CONSTITUTIVA DE UNA SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE (DENOMINACIÓN PENDIENTE DE AUTORIZACIÓN)',
    );
    expect(section(text, 'DENOMINACIÓN')).toContain(
      'A la fecha de este proyecto la autorización está pendiente',
    );
    expect(all).not.toContain('Tienda Provisional');
    expect(all).toContain('La denominación está pendiente de autorización por la Secretaría de Economía.');
  });

  it('does not repeat the suffix when the legal name already carries it', () => {
    const text = articlesText(company({ legal_name: 'Café del Norte, S.A. de C.V.' }));
    expect(text.title).toBe('PROYECTO DE ACTA CONSTITUTIVA DE CAFÉ DEL NORTE, S.A. DE C.V.');
  });

  it('prints no stray dot or comma the name was typed with before the suffix, keeping an abbreviation’s', () => {
    const typed = articlesText(company({ legal_name: 'Café del Norte.' }));
    expect(typed.title).toBe('PROYECTO DE ACTA CONSTITUTIVA DE CAFÉ DEL NORTE, S.A. DE C.V.');
    expect(section(typed, 'DENOMINACIÓN')).toContain('La sociedad se denomina «Café del Norte», e irá');
    // The same printed text: the same fingerprint, so a stray dot never resets the partners' acknowledgments.
    expect(articlesFingerprint(company({ legal_name: 'Café del Norte.' }))).toBe(
      articlesFingerprint(company({ legal_name: 'Café del Norte' })),
    );
    expect(articlesText(company({ legal_name: 'Constructora J.R.M.' })).title).toBe(
      'PROYECTO DE ACTA CONSTITUTIVA DE CONSTRUCTORA J.R.M., S.A. DE C.V.',
    );
  });

  it('marks a missing domicile as pending', () => {
    const text = articlesText(company({ fiscal_residence: '  ' }));
    expect(section(text, 'DOMICILIO')).toContain('El domicilio social está pendiente de determinar');
    expect(flat(text)).toContain('• El domicilio social está pendiente de determinar.');
  });

  describe('the social domicile: the municipality and state of the fiscal address, not the street', () => {
    const MONTERREY = 'Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León';
    const placed = (postal_code: string, municipality: string | null, state: string | null) => ({
      domicilePlace: { postal_code, municipality, state },
    });

    it('names the Ciudad de México for a company in Mexico City, whatever its alcaldía', () => {
      const text = articlesText(company());
      const domicile = section(text, 'DOMICILIO');
      expect(domicile).toMatch(/^El domicilio de la sociedad es la Ciudad de México\. La sociedad podrá/);
      expect(domicile).not.toMatch(/Obregón|Roma Norte|06700|Cuauhtémoc/);
      expect(text.observations).toEqual([]);
      // Its postal code alone places it, and the catalogue's alcaldía is not printed either.
      const withCatalogue = articlesText(company(), placed('06700', 'Cuauhtémoc', 'Ciudad de México'));
      expect(section(withCatalogue, 'DOMICILIO')).toBe(domicile);
    });

    it('names the municipality and the state of a company in another state', () => {
      const text = articlesText(
        company({ fiscal_residence: MONTERREY }),
        placed('64000', 'Monterrey', 'Nuevo León'),
      );
      const domicile = section(text, 'DOMICILIO');
      expect(domicile).toMatch(
        /^El domicilio de la sociedad es el municipio de Monterrey, Nuevo León\. La sociedad podrá/,
      );
      expect(domicile).not.toMatch(/Constitución|Centro|64000/);
      expect(text.observations).toEqual([]);
      const mexico = articlesText(
        company({ fiscal_residence: 'Calle Uno 5, San Bartolo, C.P. 53000, Naucalpan' }),
        placed('53000', 'Naucalpan de Juárez', 'México'),
      );
      expect(section(mexico, 'DOMICILIO')).toContain(
        'El domicilio de la sociedad es el municipio de Naucalpan de Juárez, Estado de México.',
      );
    });

    it('stays pending, and says why, when the fiscal address does not place it', () => {
      const noPostalCode = articlesText(company({ fiscal_residence: 'Monterrey, Nuevo León' }));
      expect(section(noPostalCode, 'DOMICILIO')).toMatch(
        /^El domicilio social está pendiente de determinar y se señalará antes de la firma\./,
      );
      expect(flat(noPostalCode)).not.toContain('Monterrey');
      expect(noPostalCode.observations).toEqual([
        'El domicilio social está pendiente de determinar: el domicilio fiscal no indica su código postal, que da el municipio y la entidad federativa.',
      ]);
      // Outside Mexico City a postal code the catalogue does not place (or none loaded) names no municipality.
      for (const context of [
        {},
        placed('64000', null, 'Nuevo León'),
        placed('44100', 'Guadalajara', 'Jalisco'),
      ]) {
        const unknown = articlesText(company({ fiscal_residence: MONTERREY }), context);
        expect(section(unknown, 'DOMICILIO')).toMatch(/^El domicilio social está pendiente de determinar/);
        expect(unknown.observations).toEqual([
          'El domicilio social está pendiente de determinar: no se encontró el municipio del código postal 64000 del domicilio fiscal en el catálogo del Servicio Postal Mexicano.',
        ]);
      }
    });

    it('keeps the fingerprint when the office moves within the municipality, and changes it when it leaves', () => {
      const monterrey = placed('64000', 'Monterrey', 'Nuevo León');
      const before = articlesFingerprint(company({ fiscal_residence: MONTERREY }), monterrey);
      const sameMunicipality = company({ fiscal_residence: 'Calle Zaragoza 900 Sur, C.P. 64000, Monterrey' });
      expect(articlesFingerprint(sameMunicipality, monterrey)).toBe(before);
      const sanPedro = company({ fiscal_residence: 'Calzada del Valle 400, 66220, San Pedro, N.L.' });
      expect(articlesFingerprint(sanPedro, placed('66220', 'San Pedro Garza García', 'Nuevo León'))).not.toBe(
        before,
      );
      expect(articlesFingerprint(company({ fiscal_residence: 'Calle Colima 1, 06700, CDMX' }))).toBe(
        articlesFingerprint(company({ fiscal_residence: 'Av. Insurgentes Sur 1602, C.P. 03940' })),
      );
    });
  });

  it('appoints the commissary of an S.A. and an S.A.P.I., or leaves it to be appointed', () => {
    for (const type of ['sa', 'sapi']) {
      const present = articlesText(company({ company_type: type }));
      expect(section(present, 'VIGILANCIA')).toContain('Se designa como Comisario a María Comisaria Ponce.');
      expect(flat(present)).toContain('Queda designado como Comisario María Comisaria Ponce');
      const absent = articlesText(
        company({
          company_type: type,
          council: [
            { id: 1, partner_id: null, name: 'Ana López García', council_role: 'sole_administrator' },
          ],
        }),
      );
      expect(section(absent, 'VIGILANCIA')).toContain('El comisario está por designar.');
      expect(flat(absent)).toContain('• El comisario está por designar.');
      expectClean(flat(absent));
    }
  });

  it('has no commissary clause in an S. de R.L. or an S.A.S.', () => {
    for (const type of ['srl', 'sas']) {
      const text = articlesText(company({ company_type: type }));
      expect(text.sections.some((entry) => entry.heading.endsWith('VIGILANCIA'))).toBe(false);
      expect(flat(text)).not.toContain('Se designa como Comisario');
    }
  });

  it('appoints a board of directors with its roles', () => {
    const text = articlesText(
      company({
        has_unique_administrator: false,
        council: [
          { id: 3, partner_id: null, name: 'Bruno Díaz Ruiz', council_role: 'secretary' },
          { id: 2, partner_id: null, name: 'Ana López García', council_role: 'president' },
          { id: 4, partner_id: null, name: 'Tomás Vela', council_role: 'member' },
          { id: 5, partner_id: null, name: 'María Comisaria Ponce', council_role: 'commissary' },
        ],
      }),
    );
    expect(section(text, 'ADMINISTRACIÓN')).toContain(
      'Se designa como miembros del Consejo de Administración a Ana López García (Presidente), Bruno Díaz Ruiz (Secretario) y Tomás Vela (Consejero).',
    );
    expect(section(text, 'FACULTADES DE LA ADMINISTRACIÓN')).toContain('El Consejo de Administración tendrá');
  });

  it('appoints a sole administrator, or leaves one to be appointed', () => {
    expect(section(articlesText(company()), 'ADMINISTRACIÓN')).toContain(
      'Se designa como Administrador Único a Ana López García.',
    );
    const none = articlesText(company({ council: [], has_unique_administrator: null }));
    expect(section(none, 'ADMINISTRACIÓN')).toContain('El Administrador Único está por designar.');
    expect(flat(none)).toContain('El Administrador Único será designado por la primera asamblea');
  });

  it('gives an S.A.S. one administrator who must be a shareholder', () => {
    const text = articlesText(
      company({
        company_type: 'sas',
        partners: [partner(1, NAMES[0]!, 100)],
        council: [{ id: 1, partner_id: null, name: 'Persona Ajena', council_role: 'sole_administrator' }],
      }),
    );
    expect(section(text, 'ADMINISTRACIÓN')).toContain('función que desempeñará un accionista');
    expect(flat(text)).toContain('Persona Ajena no figura entre los accionistas');
    expect(flat(text)).toContain('Mientras la sociedad tenga un solo accionista');
  });

  it('grants the legal representatives the general powers', () => {
    const text = articlesText(
      company({
        legal_representatives: [
          {
            id: 1,
            name: 'Pedro Páramo',
            rfc: 'PAPP700101XX1',
            image: null,
            approved: true,
            manual_verification: false,
          },
          {
            id: 2,
            name: 'Susana San Juan',
            rfc: null,
            image: null,
            approved: false,
            manual_verification: false,
          },
        ],
      }),
    );
    const powers = section(text, 'APODERADOS');
    expect(powers).toContain('Pedro Páramo (RFC PAPP700101XX1) y Susana San Juan');
    expect(powers).toContain('conjunta o separadamente');
    expect(powers).toContain('pleitos y cobranzas');
    expect(powers).toContain('actos de administración');
    expect(powers).toContain('actos de dominio');
    expect(powers).toContain('artículo 9 de la Ley General de Títulos y Operaciones de Crédito');
    const none = section(articlesText(company()), 'APODERADOS');
    expect(none).toContain('No se designan apoderados');
  });

  describe('a company that hired Forja as its legal representative', () => {
    const FORJA = {
      forja: { legal_name: 'Forja Servicios Corporativos, S.A. de C.V.', rfc: 'fsc2001019a1' },
    };

    it('names Forja apoderado for lawsuits and administration only, acting through its own representatives', () => {
      const powers = section(articlesText(company({ legal_representation: true }), FORJA), 'APODERADOS');
      expect(powers).not.toContain('No se designan apoderados');
      expect(powers).toContain(
        'Se otorgan a favor de Forja Servicios Corporativos, S.A. de C.V. (RFC FSC2001019A1) los poderes siguientes:',
      );
      expect(powers).toContain('a) Poder general para pleitos y cobranzas');
      expect(powers).toContain('b) Poder general para actos de administración');
      expect(powers).not.toContain('c) ');
      expect(powers).toContain('por conducto de sus representantes legales o apoderados');
      expect(powers).toContain('no comprenden actos de dominio ni la suscripción de títulos de crédito');
      expect(
        section(articlesText(company({ legal_representation: true }), FORJA), 'ARTÍCULOS TRANSITORIOS'),
      ).toContain('y a los apoderados designados');
    });

    it("keeps the full powers of the company's own representatives beside Forja's two", () => {
      const representative = {
        id: 1,
        name: 'Pedro Páramo',
        rfc: 'PAPP700101XX1',
        image: null,
        approved: true,
        manual_verification: false,
      };
      const powers = section(
        articlesText(company({ legal_representation: true, legal_representatives: [representative] }), FORJA),
        'APODERADOS',
      );
      expect(powers).toContain('Se otorgan a favor de Pedro Páramo (RFC PAPP700101XX1), para que los ejerza');
      expect(powers).toContain('c) Poder general para actos de dominio');
      expect(powers).toContain(
        'Se otorgan asimismo a favor de Forja Servicios Corporativos, S.A. de C.V. (RFC FSC2001019A1) los poderes de los incisos a) y b) anteriores.',
      );
    });

    it('changes the fingerprint of such a company only, so its partners confirm the articles that name Forja', () => {
      const hired = company({ legal_representation: true });
      const own = company({ legal_representation: false });
      expect(articlesFingerprint(own, FORJA)).toBe(articlesFingerprint(own));
      expect(articlesFingerprint(hired, FORJA)).not.toBe(articlesFingerprint(own, FORJA));
      expect(
        articlesFingerprint(hired, { forja: { legal_name: 'Otra Empresa, S.C.', rfc: 'OEM2001019A1' } }),
      ).not.toBe(articlesFingerprint(hired, FORJA));
    });

    it("refuses to draft them without Forja's company rather than print no apoderado", () => {
      expect(() => articlesText(company({ legal_representation: true }))).toThrow(/Forja's company/);
    });
  });

  it('prefers the catalogue name of a business activity', () => {
    const text = articlesText(company(), {
      catalogueActivityNames: new Map([[1, 'Comercio al por menor de café']]),
    });
    expect(section(text, 'OBJETO SOCIAL')).toContain('«Comercio al por menor de café»');
  });

  it('leaves holdings it cannot count pending and says so', () => {
    const text = articlesText(
      company({ partners: [partner(1, NAMES[0]!, 60), partner(2, NAMES[1]!, null, { shares: [] })] }),
    );
    const all = flat(text);
    expectClean(all);
    expect(section(text, 'SUSCRIPCIÓN Y PAGO DEL CAPITAL')).toContain(
      'Bruno Díaz Ruiz: participación pendiente de determinar.',
    );
    expect(all).toContain('• La participación de Bruno Díaz Ruiz está pendiente de determinar.');
    expect(all).toContain(
      '• Las participaciones registradas suman 60 %; deben sumar 100 % antes de la firma.',
    );
  });

  it('writes a readable draft from sparse data without printing null', () => {
    const sparse = company({
      company_type: null,
      legal_name: null,
      fiscal_residence: null,
      description: null,
      company_business_twists: [],
      partners: [partner(1, '', null, { first_name: null, last_name: null, nationalities: [], shares: [] })],
      council: [],
      share_series: [],
      has_unique_administrator: null,
    });
    const text = articlesText(sparse);
    const all = flat(text);
    expectClean(all);
    expect(all).toContain('Socio 1 (nombre pendiente)');
    expect(all).toContain('de nacionalidad pendiente de acreditar');
    expect(all).toContain('El tipo social no se ha elegido');
    expect(all).toContain('Las actividades del objeto social están pendientes de definir.');
  });

  it('reads lists that old data left null', () => {
    const text = articlesText(
      company({
        partners: null as unknown as Partner[],
        council: null as unknown as Company['council'],
        share_series: null as unknown as Company['share_series'],
      }),
    );
    expectClean(flat(text));
    expect(flat(text)).toContain('Aún no se han registrado accionistas');
  });
});

describe('articlesFingerprint', () => {
  const base = () => company();

  it('is a SHA-256 hex string, equal for equal data', () => {
    expect(articlesFingerprint(base())).toMatch(/^[0-9a-f]{64}$/);
    expect(articlesFingerprint(base())).toBe(articlesFingerprint(base()));
  });

  it('keeps the fingerprint of a company that chose no fixed capital, and changes it when one is chosen', () => {
    const none = base();
    expect(none.fixed_capital_centavos).toBeNull();
    const withoutKey: Partial<Company> = { ...none };
    delete withoutKey.fixed_capital_centavos;
    expect(articlesFingerprint(withoutKey as Company)).toBe(articlesFingerprint(none));
    const chosen = articlesFingerprint({ ...none, fixed_capital_centavos: 10_000_000 });
    expect(chosen).not.toBe(articlesFingerprint(none));
    expect(articlesFingerprint({ ...none, fixed_capital_centavos: 20_000_000 })).not.toBe(chosen);
  });

  it('does not change with data the draft does not show', () => {
    const before = articlesFingerprint(base());
    const changed = base();
    changed.last_payment_link_at = '2026-01-02T00:00:00.000Z';
    changed.flags = { weetrust_id: 'env_1', date_signature: '2026-02-03T00:00:00.000Z' };
    changed.documents = [
      companyDocument('articles_of_incorporation_render', { document_url: 'https://x.example/1' }),
    ];
    changed.stages = [{ name: 'partners', completed: true }];
    changed.partners = changed.partners.map((entry) => ({
      ...entry,
      email: 'otro@example.mx',
      mati_verification: false,
      documents: [partnerDocument('passport', { document_url: 'https://files.example/new.pdf' })],
      invitation_accepted: true,
    }));
    changed.council = changed.council.map((member) => ({ ...member, partner_id: 99 }));
    expect(articlesFingerprint(changed)).toBe(before);
  });

  it('does not depend on the order the lists come in', () => {
    const original = base();
    const reversed = {
      ...original,
      partners: [...original.partners].reverse(),
      council: [...original.council].reverse(),
    };
    expect(articlesFingerprint(reversed)).toBe(articlesFingerprint(original));
  });

  it("changes when a partner's share or name changes", () => {
    const before = articlesFingerprint(base());
    const share = base();
    share.partners = [partner(1, NAMES[0]!, 60), partner(2, NAMES[1]!, 40)];
    expect(articlesFingerprint(share)).not.toBe(before);
    const name = base();
    name.partners = [partner(1, 'Ana López Garza', 50), partner(2, NAMES[1]!, 50)];
    expect(articlesFingerprint(name)).not.toBe(before);
  });

  it('changes with any other printed field', () => {
    const before = articlesFingerprint(base());
    const changes: Partial<Company>[] = [
      { legal_name: 'Café del Sur' },
      { company_type: 'sapi' },
      { fiscal_residence: 'Puebla, Puebla' },
      { fiscal_residence: 'Av. Juárez 1, Centro, 72000, Puebla, Puebla' },
      { description: 'Otra cosa' },
      { company_business_twists: [{ id: 2, name: 'Servicios' }] },
      { share_series: [{ id: 1, name: 'A', share_class: 'ordinary', nominal_value_centavos: 50_000 }] },
      { has_unique_administrator: false },
      { council: [{ id: 1, partner_id: null, name: 'Otra Persona', council_role: 'sole_administrator' }] },
      {
        legal_representatives: [
          { id: 1, name: 'Pedro Páramo', rfc: null, image: null, approved: true, manual_verification: false },
        ],
      },
    ];
    for (const change of changes)
      expect(articlesFingerprint(company(change)), JSON.stringify(change)).not.toBe(before);
    const nationality = base();
    nationality.partners = [partner(1, NAMES[0]!, 50, { nationalities: [US] }), partner(2, NAMES[1]!, 50)];
    expect(articlesFingerprint(nationality)).not.toBe(before);
  });
});

describe("the draft's observations and the domain's articlesMissing", () => {
  const board = (names: (string | null)[]) => ({
    has_unique_administrator: false,
    council: [
      ...names.map((name, index) => ({
        id: index + 1,
        partner_id: null,
        name,
        council_role: index === 0 ? 'president' : 'member',
      })),
      { id: 9, partner_id: null, name: 'María Comisaria Ponce', council_role: 'commissary' },
    ],
  });
  const cases: [string, Partial<Company>][] = [
    ['complete', {}],
    ['no domicile', { fiscal_residence: '  ' }],
    ['a fiscal address without a postal code', { fiscal_residence: 'Monterrey, Nuevo León' }],
    ['no administrator', { council: [], has_unique_administrator: null }],
    ['a board of two', board(['Ana López García', 'Bruno Díaz Ruiz'])],
    ['a board of one', board(['Ana López García'])],
    ['a board member without a name', board(['Ana López García', null])],
    [
      'an unnamed sole administrator',
      { council: [{ id: 1, partner_id: null, name: ' ', council_role: 'sole_administrator' }] },
    ],
    ['no legal name', { legal_name: null }],
    ['no society type', { company_type: '' }],
    ['an unknown society type', { company_type: 'cooperativa' }],
    [
      'no commissary',
      {
        council: [{ id: 1, partner_id: null, name: 'Ana López García', council_role: 'sole_administrator' }],
      },
    ],
    ['a commissary an S. de R.L. does not have', { company_type: 'srl' }],
    ['no activities', { description: null, company_business_twists: [] }],
    ['activities by name only', { description: null }],
    ['holdings of 60 %', { partners: [partner(1, NAMES[0]!, 50), partner(2, NAMES[1]!, 10)] }],
    [
      'a holding without a percentage',
      { partners: [partner(1, NAMES[0]!, 100), partner(2, NAMES[1]!, null)] },
    ],
    ['one shareholder of an S.A.', { partners: [partner(1, NAMES[0]!, 100)] }],
    ['a partner without a name', { partners: [partner(1, NAMES[0]!, 50), partner(2, ' ', 50)] }],
    [
      'a holding in an unknown series of two',
      {
        share_series: [
          { id: 1, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 },
          { id: 2, name: 'B', share_class: 'preferred', nominal_value_centavos: 10_000 },
        ],
        partners: [
          partner(1, NAMES[0]!, 50),
          partner(2, NAMES[1]!, 50, { shares: [{ id: 3, share_series_id: 7, percentage: 50 }] }),
        ],
      },
    ],
    [
      'an S.A.S. run by its shareholder',
      {
        company_type: 'sas',
        council: [{ id: 1, partner_id: null, name: 'ana  lópez garcía', council_role: 'sole_administrator' }],
      },
    ],
    [
      'an S.A.S. run by an outsider',
      {
        company_type: 'sas',
        council: [{ id: 1, partner_id: null, name: 'Pedro Páramo', council_role: 'sole_administrator' }],
      },
    ],
    [
      'an S.A.S. with a company as shareholder',
      {
        company_type: 'sas',
        council: [{ id: 1, partner_id: null, name: NAMES[0]!, council_role: 'sole_administrator' }],
        partners: [partner(1, NAMES[0]!, 50), partner(2, 'Inversiones Norte', 50, { is_moral_person: true })],
      },
    ],
    [
      'an S. de R.L. of 51 partners',
      {
        company_type: 'srl',
        council: [{ id: 1, partner_id: null, name: NAMES[0]!, council_role: 'sole_administrator' }],
        partners: Array.from({ length: 51 }, (_, index) =>
          partner(index + 1, `Socio ${index + 1}`, index === 0 ? 50 : 1),
        ),
      },
    ],
  ];

  it.each(cases)('agree on whether the draft lacks anything: %s', (_, overrides) => {
    const data = company(overrides);
    const text = articlesText(data);
    const missing = articlesMissing(data).filter((entry) => entry.item !== 'identity');
    expect(missing.length > 0).toBe(text.observations.length > 0);
    // What the text reports is what it prints, under its last heading.
    const printed = text.sections.find((entry) => entry.heading === 'OBSERVACIONES DEL PROYECTO');
    expect(printed?.paragraphs.slice(1) ?? []).toEqual(text.observations.map((entry) => `• ${entry}`));
  });

  it('finds the domicile and the administration the QA draft listed', () => {
    const data = company({
      fiscal_residence: null,
      council: [{ id: 2, partner_id: null, name: 'Marta', council_role: 'commissary' }],
      has_unique_administrator: null,
    });
    expect(articlesText(data).observations).toEqual([
      'El domicilio social está pendiente de determinar.',
      'El Administrador Único está por designar.',
    ]);
    expect(articlesMissing(data).map((entry) => entry.item)).toEqual(
      expect.arrayContaining(['domicile', 'administration']),
    );
  });
});

describe('money', () => {
  it('formats amounts as Mexican deeds do', () => {
    expect(formatDeedMoney(1_000_000)).toBe('$10,000.00 M.N.');
    expect(formatDeedMoney(1_234_567)).toBe('$12,345.67 M.N.');
    expect(formatDeedMoney(5)).toBe('$0.05 M.N.');
  });

  it.each([
    [5_000_000, 'CINCUENTA MIL PESOS 00/100 MONEDA NACIONAL'],
    [100, 'UN PESO 00/100 MONEDA NACIONAL'],
    [2_100_000, 'VEINTIÚN MIL PESOS 00/100 MONEDA NACIONAL'],
    [3_100_000, 'TREINTA Y UN MIL PESOS 00/100 MONEDA NACIONAL'],
    [10_000_000, 'CIEN MIL PESOS 00/100 MONEDA NACIONAL'],
    [100_000_000, 'UN MILLÓN DE PESOS 00/100 MONEDA NACIONAL'],
    [
      123_456_789,
      'UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE PESOS 89/100 MONEDA NACIONAL',
    ],
    [0, 'CERO PESOS 00/100 MONEDA NACIONAL'],
  ])('writes %i centavos in words', (centavos, words) => {
    expect(moneyInWords(centavos)).toBe(words);
  });
});
