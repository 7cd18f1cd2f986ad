import { accessKey, type SigningAccess } from './signing-access';

/** The signing feature's TanStack Query keys, in one place. */
export const signingQueryKeys = {
  all: ['signing'] as const,
  company: (companyId: number) => ['signing', companyId] as const,
  status: (companyId: number, access: SigningAccess) =>
    ['signing', companyId, 'status', accessKey(access)] as const,
  signatureReturn: (tokenData: string) => ['signing', 'return', tokenData] as const,
};
