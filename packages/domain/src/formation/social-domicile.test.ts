import { describe, expect, it } from 'vitest';
import {
  isMexicoCityPostalCode,
  postalCodeInAddress,
  socialDomicileName,
  stateOfPostalCode,
} from './social-domicile';

describe('postalCodeInAddress', () => {
  it.each([
    ['Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León', '64000'],
    ['Av. Insurgentes Sur 1602, Crédito Constructor, C.P. 03940, Benito Juárez, CDMX', '03940'],
    ['Calle 12345 número 7, cp:44100 Guadalajara', '44100'],
    ['Carretera km 12, código postal 76000, Querétaro', '76000'],
    ['Bodega 55555, Parque Industrial, 66600 Apodaca', '66600'],
  ])('finds the postal code of %s', (address, code) => {
    expect(postalCodeInAddress(address)).toBe(code);
  });

  it.each([
    ['Monterrey, Nuevo León'],
    ['Av. Juárez 1, Centro, 17000, Toluca'],
    ['Torre 2, piso 10, 123456'],
    [''],
  ])('finds none in %j', (address) => {
    expect(postalCodeInAddress(address)).toBeNull();
  });
  it('reads no address', () => expect(postalCodeInAddress(null)).toBeNull());
});

describe('socialDomicileName', () => {
  it('names the Ciudad de México from a Mexico City postal code alone, never the alcaldía', () => {
    expect(isMexicoCityPostalCode('06700')).toBe(true);
    expect(isMexicoCityPostalCode('64000')).toBe(false);
    expect(socialDomicileName('06700', null)).toBe('la Ciudad de México');
    expect(socialDomicileName('06700', { municipality: 'Cuauhtémoc', state: 'Ciudad de México' })).toBe(
      'la Ciudad de México',
    );
  });

  it('names the municipality and the state elsewhere (SEPOMEX «México» is the Estado de México)', () => {
    expect(socialDomicileName('64000', { municipality: 'Monterrey', state: 'Nuevo León' })).toBe(
      'el municipio de Monterrey, Nuevo León',
    );
    expect(socialDomicileName('53000', { municipality: 'Naucalpan de Juárez', state: 'México' })).toBe(
      'el municipio de Naucalpan de Juárez, Estado de México',
    );
  });

  it('names nothing when the municipality or the state is not known', () => {
    expect(socialDomicileName('64000', null)).toBeNull();
    expect(socialDomicileName('64000', { municipality: null, state: 'Nuevo León' })).toBeNull();
    expect(socialDomicileName('64000', { municipality: 'Monterrey', state: ' ' })).toBeNull();
  });
});

describe('socialDomicileName with a place the founder stated', () => {
  const stated = { municipality: 'Torreón', state: 'Coahuila de Zaragoza' };

  it('names the stated municipality and state when the catalogue cannot place the code', () => {
    expect(socialDomicileName('27000', null, stated)).toBe('el municipio de Torreón, Coahuila de Zaragoza');
    // Without a catalogue loaded, the lookup knows the state by the prefix but no municipality.
    expect(socialDomicileName('27000', { municipality: null, state: 'Coahuila de Zaragoza' }, stated)).toBe(
      'el municipio de Torreón, Coahuila de Zaragoza',
    );
    expect(socialDomicileName('54000', null, { municipality: 'Tlalnepantla de Baz', state: 'México' })).toBe(
      'el municipio de Tlalnepantla de Baz, Estado de México',
    );
  });

  it('prefers the catalogue, and a Mexico City code, to what the founder stated', () => {
    expect(socialDomicileName('44100', { municipality: 'Guadalajara', state: 'Jalisco' }, stated)).toBe(
      'el municipio de Guadalajara, Jalisco',
    );
    expect(socialDomicileName('06700', null, { municipality: 'Zapopan', state: 'Jalisco' })).toBe(
      'la Ciudad de México',
    );
  });

  it('stays pending when neither names both the municipality and the state', () => {
    expect(socialDomicileName('27000', null, null)).toBeNull();
    expect(
      socialDomicileName('27000', null, { municipality: ' ', state: 'Coahuila de Zaragoza' }),
    ).toBeNull();
  });
});

describe('stateOfPostalCode', () => {
  it.each([
    ['06700', 'Ciudad de México'],
    ['20000', 'Aguascalientes'],
    ['27000', 'Coahuila de Zaragoza'],
    ['54000', 'México'],
    ['64000', 'Nuevo León'],
    ['99999', 'Zacatecas'],
  ])('places %s in %s by its prefix', (code, state) => expect(stateOfPostalCode(code)).toBe(state));

  it.each(['00100', '17000', '6400', 'abcde'])('places %s nowhere', (code) =>
    expect(stateOfPostalCode(code)).toBeNull(),
  );
});
