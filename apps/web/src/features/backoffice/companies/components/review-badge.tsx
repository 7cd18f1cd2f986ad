import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A document's review; `incomplete` for a set of documents not all approved yet (some may not be sent). */
export type ReviewState = 'approved' | 'rejected' | 'waiting' | 'incomplete';
const REVIEW_COLORS: Record<ReviewState, string> = {
  approved: 'forja',
  rejected: 'red',
  waiting: 'orange',
  incomplete: 'gray',
};

/** Where a document's (or a legal representative's) review stands, from its approval and rejection fields. */
export const reviewState = (item: {
  is_approved?: boolean;
  approved?: boolean;
  rejection_category?: string | null;
}) => (item.is_approved || item.approved ? 'approved' : item.rejection_category ? 'rejected' : 'waiting');

/** The back office's badge of a review's state (approved, rejected, to review, not approved yet). */
export function ReviewBadge({ state }: { state: ReviewState }) {
  const { t } = useTranslation('backoffice-companies');
  return (
    <Badge variant="light" color={REVIEW_COLORS[state]} c={`${REVIEW_COLORS[state]}.9`}>
      {t(`company.review_state.${state}`)}
    </Badge>
  );
}
