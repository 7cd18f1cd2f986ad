/**
 * Error codes the support backend adds, in the style of spec section 8. Answered as `{ message: [code] }`
 * beside the HTTP codes of ../error-codes.ts (invalid_request, unauthenticated, forbidden, …).
 */
export const SUPPORT_ERROR_CODES = [
  'category_not_found', // 404: no request category with that key (or name)
  'subcategory_not_found', // 404: the category has no subcategory with that key (or name)
] as const;
export type SupportErrorCode = (typeof SUPPORT_ERROR_CODES)[number];
