import { isEmailShape } from '@forja/domain';
import { badRequest } from '../../http/errors';
import type { UsersRepository } from './users.repository';

export function createUsersService(repository: UsersRepository) {
  return {
    /** Whether an e-mail can still be used to register (case does not matter). */
    async isEmailAvailable(email: string): Promise<boolean> {
      if (!isEmailShape(email)) throw badRequest('email_invalid_format');
      return (await repository.findByEmail(email)) === null;
    },
  };
}
