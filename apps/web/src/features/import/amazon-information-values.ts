import {
  businessInformationBodySchema,
  type BusinessInformation,
  type BusinessInformationBody,
} from '@forja/contracts';
import { z } from 'zod';
import {
  draftTextSchema,
  draftWebAddressSchema,
  taxAddressFormSchema,
  taxAddressValuesFrom,
  type TaxAddressValues,
} from '../banks/business-information-values';

/** The Amazon fields of the business information form, as typed. */
export type AmazonInformationValues = {
  business_name: string;
  amazon_website: string;
  tax_address: TaxAddressValues;
};

export function amazonInformationValuesFrom(info: BusinessInformation | null): AmazonInformationValues {
  return {
    business_name: info?.business_name ?? '',
    amazon_website: info?.amazon_website ?? '',
    tax_address: taxAddressValuesFrom(info?.tax_address ?? null),
  };
}

const shape = businessInformationBodySchema.shape;

/**
 * The body of `PUT data-banking/company/{id}` from the form: the Amazon fields checked by the contract's own
 * fields (empty text as null, a store address without its scheme with https://, the address only when any part
 * was given, with the postal code's five digits); every other field of the business information as it was saved
 * (the Banks pages fill those).
 */
export function amazonInformationFormSchema(saved: BusinessInformation | null) {
  return z
    .object({
      business_name: draftTextSchema(shape.business_name),
      amazon_website: draftWebAddressSchema(shape.amazon_website),
      tax_address: taxAddressFormSchema,
    })
    .transform((values): BusinessInformationBody => {
      const volume = saved?.expected_annual_volume_mex;
      return {
        business_name: values.business_name,
        website: saved?.website ?? null,
        amazon_website: values.amazon_website,
        expected_annual_volume_mex: volume ? { cents: volume.cents, currency: 'MXN' } : null,
        volume_justification: saved?.volume_justification ?? null,
        source_funds: saved?.source_funds ?? null,
        source_funds_other: saved?.source_funds_other ?? null,
        tax_address: values.tax_address,
        bank_entity: saved?.bank_entity ?? null,
        nationalities: saved?.nationalities ?? [],
        partners: saved?.partners ?? [],
      };
    });
}
