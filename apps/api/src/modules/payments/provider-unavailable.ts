import { AppError } from '../../http/errors';

/** The payments provider could not be reached: 502, the founder tries again. */
export class ProviderUnavailableError extends AppError {
  constructor(readonly reason: unknown) {
    super(502, 'internal_error');
    this.name = 'ProviderUnavailableError';
  }
}
