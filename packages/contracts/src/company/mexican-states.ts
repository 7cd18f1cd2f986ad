import { z } from 'zod';

/**
 * Mexico's 32 federal entities as the SEPOMEX catalogue names them (its d_estado), in its c_estado order.
 * «México» is the Estado de México (the articles print it so; domain's socialDomicileName).
 */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Coahuila de Zaragoza',
  'Colima',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán de Ocampo',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz de Ignacio de la Llave',
  'Yucatán',
  'Zacatecas',
] as const;
export type MexicanState = (typeof MEXICAN_STATES)[number];

export const isMexicanState = (value: string): value is MexicanState =>
  (MEXICAN_STATES as readonly string[]).includes(value);

/**
 * The social domicile the founder states when the SEPOMEX catalogue cannot place the postal code of the fiscal
 * address: the municipality (2–100 characters, trimmed) and the state, one of the 32.
 */
export const statedDomicileSchema = z.object({
  municipality: z.string().trim().min(2).max(100),
  state: z.enum(MEXICAN_STATES),
});
export type StatedDomicile = z.infer<typeof statedDomicileSchema>;
