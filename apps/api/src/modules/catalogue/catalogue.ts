import { readFileSync } from 'node:fs';
import { catalogueSchema, type Catalogue } from '@forja/contracts';
import { ConfigError } from '../../config';
import { DEFAULT_CATALOGUE } from './catalogue.data';

/** The catalogue in force: the defaults, or CATALOGUE_FILE validated against the same schema. */
export function loadCatalogue(file: string | undefined): Catalogue {
  if (!file) return DEFAULT_CATALOGUE;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: CATALOGUE_FILE: cannot read ${file} (${(error as Error).message})`,
    );
  }
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: CATALOGUE_FILE: ${first?.path.join('.') ?? ''} ${first?.message ?? 'is not a catalogue'}`,
    );
  }
  return parsed.data;
}

export function societyType(catalogue: Catalogue, key: string) {
  return catalogue.society_types.find((type) => type.key === key) ?? null;
}
