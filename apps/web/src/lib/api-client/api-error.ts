/** An answer of the API that was not a success: its status and its error codes (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly codes: string[];
  readonly fields: { path: string; code: string }[];

  constructor(
    status: number,
    codes: string[],
    fields: { path: string; code: string }[] = [],
    options?: ErrorOptions,
  ) {
    super(codes[0] ?? 'unknown_error', options);
    this.name = 'ApiError';
    this.status = status;
    this.codes = codes;
    this.fields = fields;
  }
}
