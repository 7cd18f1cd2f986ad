/** The query keys of the company feature, in one place. */
export const companyQueryKeys = {
  /** Everything about one company: invalidating it refreshes the profile and whatever hangs below it. */
  company: (companyId: number) => ['company', companyId] as const,
  profile: (companyId: number) => ['company', companyId, 'profile'] as const,
  /** The catalogue is public and shared with the registration wizard: same key, same data. */
  catalogue: ['catalogue'] as const,
};
