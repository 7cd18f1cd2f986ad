/** The API path of a commissary call: the contract's path with `:id` (the company's id) filled in. */
export function commissaryPath(path: string, companyId: number): string {
  return path.replace(':id', encodeURIComponent(String(companyId)));
}

/** The commissary feature's TanStack Query keys, in one place. */
export const commissaryQueryKeys = {
  /** The signed-in account's own companies as commissary. */
  companies: ['commissary', 'mine'] as const,
  company: (companyId: number) => ['commissary', companyId] as const,
  appointment: (companyId: number) => ['commissary', companyId, 'appointment'] as const,
  assigned: (companyId: number) => ['commissary', companyId, 'assigned'] as const,
  verification: (companyId: number) => ['commissary', companyId, 'verification'] as const,
  identity: (companyId: number) => ['commissary', companyId, 'identity'] as const,
};
