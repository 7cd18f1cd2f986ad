/**
 * Words a reviewer at the Secretaría de Economía refuses in a denominación without a special authorisation
 * (financial activities regulated by law, public bodies, national symbols), kept as data. Matched as whole
 * words after removing accents and case.
 */
export const RESERVED_WORDS: readonly string[] = [
  // Financial activities that need an authorisation (CNBV, CNSF, CONSAR, Banxico)
  'banco',
  'bancaria',
  'bancario',
  'bank',
  'seguros',
  'aseguradora',
  'reaseguradora',
  'afianzadora',
  'fianzas',
  'afore',
  'siefore',
  'casa de bolsa',
  'casa de cambio',
  'bolsa de valores',
  'fideicomiso',
  'sofom',
  'sofipo',
  'arrendadora financiera',
  'factoraje financiero',
  'almacen general de deposito',
  'credito',
  'union de credito',
  'cooperativa de ahorro',
  'caja de ahorro',
  'financiera',
  // Public bodies, authorities and national symbols
  'gobierno',
  'federal',
  'nacional',
  'estatal',
  'municipal',
  'secretaria',
  'procuraduria',
  'fiscalia',
  'republica',
  'estados unidos mexicanos',
  'mexico',
  'instituto',
  'universidad',
  'policia',
  'ejercito',
  'armada',
  'guardia nacional',
  'sat',
  'imss',
  'infonavit',
  'pemex',
  'cfe',
  'banxico',
  'cnbv',
  'condusef',
  'profeco',
];

/**
 * The society types as a founder may type them inside a name, written with dots and spaces; matched as whole
 * words after removing accents, case and dots, each space optional («S.A. de C.V.», «SA de CV», «S. A. de C. V.»
 * and «SADECV» alike). Forja (and the notary) append the company's own type, so none belongs in the name.
 */
export const SOCIETY_ABBREVIATIONS = {
  /** Refused wherever they stand in the name: no other reading is likely. */
  anywhere: [
    's.a. de c.v.',
    's.a.s. de c.v.',
    's.a.p.i. de c.v.',
    's.a.b. de c.v.',
    's. de r.l.',
    's. de r.l. de c.v.',
    'de capital variable',
    'sociedad anonima',
    'sociedad por acciones simplificada',
    'sociedad de responsabilidad limitada',
    'sociedad civil',
    'asociacion civil',
  ],
  /** Refused as the name's last words only: short letters that may also be a brand's initials («SAS Logística»). */
  atTheEnd: ['s.a.', 's.a.s.', 's.a.p.i.', 's.a.b.', 's.r.l.', 's.c.', 'a.c.', 's. en c.', 'de c.v.'],
} as const;
