/**
 * The invoicing provider slot: issues a CFDI 4.0 (Mexico's electronic invoice) and answers its stamped XML.
 * `sandbox` builds a well-formed CFDI offline with a sandbox stamp (no fiscal validity); `facturapi` has
 * Facturapi stamp it through a PAC and report it to the SAT.
 *
 * Amounts are integer centavos of MXN, prices before IVA; each provider writes them with two decimals.
 */

/** Who issues the CFDI (Forja). Real providers issue as the account their key belongs to. */
export type CfdiIssuer = {
  rfc: string;
  legal_name: string;
  /** c_RegimenFiscal, e.g. 601. */
  tax_regime: string;
  /** Where it is issued (LugarExpedicion), 5 digits. */
  postal_code: string;
};

/** Who receives it: the buyer's billing data as the bill kept it. */
export type CfdiReceiver = {
  rfc: string;
  legal_name: string;
  tax_regime: string;
  /** The fiscal address postal code (DomicilioFiscalReceptor), 5 digits. */
  postal_code: string;
  /** c_UsoCFDI, e.g. G03. */
  cfdi_use: string;
  email: string | null;
};

/** One line (Concepto): IVA transferred at `iva_basis_points` on `amount_centavos`. */
export type CfdiConcept = {
  description: string;
  /** c_ClaveProdServ, 8 digits. */
  product_key: string;
  /** c_ClaveUnidad, e.g. E48 (unit of service). */
  unit_key: string;
  quantity: number;
  unit_price_centavos: number;
  /** unit price × quantity. */
  amount_centavos: number;
  iva_centavos: number;
};

export type CfdiInvoice = {
  /** Ours, unique per CFDI (`bill_42`): the provider's idempotency key and external reference. */
  reference: string;
  /** Series and folio printed on it (Forja's receipt number). */
  series: string;
  folio: string;
  issuer: CfdiIssuer;
  receiver: CfdiReceiver;
  concepts: CfdiConcept[];
  /** The IVA rate in basis points (1600 = 16 %). */
  iva_basis_points: number;
  subtotal_centavos: number;
  iva_centavos: number;
  total_centavos: number;
  /** c_FormaPago: 04 card, 01 cash (OXXO). */
  payment_form: '01' | '03' | '04' | '28';
  /** c_MetodoPago: paid in one go. */
  payment_method: 'PUE';
  currency: 'MXN';
};

/** A stamped CFDI. */
export type IssuedCfdi = {
  /** The provider's id for it (to read it again). */
  provider_id: string;
  /** The folio fiscal (UUID of the TimbreFiscalDigital). */
  uuid: string;
  /** When it was stamped (FechaTimbrado). */
  issued_at: Date;
  xml: string;
  pdf: Buffer | null;
  /** A test CFDI with no fiscal validity (the sandbox, or a provider's test mode). */
  test: boolean;
};

/** What issuing answered: the CFDI, or that the provider took it and stamps it later. */
export type IssueOutcome =
  | { status: 'issued'; cfdi: IssuedCfdi }
  | { status: 'pending'; provider_id: string; check_again_in_ms: number };

export type InvoicingProvider = {
  readonly name: 'sandbox' | 'facturapi';
  /**
   * Issues the CFDI. Throws InvoicingRefusedError when it cannot be issued as it is (retrying will not help),
   * InvoicingUnavailableError when the provider could not be reached or failed (retrying may).
   */
  issue(invoice: CfdiInvoice): Promise<IssueOutcome>;
  /**
   * A CFDI issued before, by the provider's id: one whose stamp was pending, or whose files were not kept yet.
   * Never issues another one. Throws like `issue`.
   */
  retrieve(providerId: string, invoice: CfdiInvoice): Promise<IssueOutcome>;
};

/**
 * The CFDI cannot be issued as it is (what a PAC refuses: an RFC of the wrong shape, totals that do not add
 * up, data SAT's lists do not have). `code` is kept on the bill: invalid_rfc, totals_mismatch, provider_refused…
 */
export class InvoicingRefusedError extends Error {
  override name = 'InvoicingRefusedError';
  constructor(
    readonly code: string,
    message: string = code,
  ) {
    super(message);
  }
}

/** The provider could not be reached, timed out or failed on its side: worth trying again later. */
export class InvoicingUnavailableError extends Error {
  override name = 'InvoicingUnavailableError';
  readonly code = 'provider_unavailable';
}

/** SAT's product key for business and corporate management consulting services (c_ClaveProdServ). */
export const CFDI_SERVICE_PRODUCT_KEY = '80101500';
/** SAT's unit key for a unit of service (c_ClaveUnidad). */
export const CFDI_SERVICE_UNIT_KEY = 'E48';
