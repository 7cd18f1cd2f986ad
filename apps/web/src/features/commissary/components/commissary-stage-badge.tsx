import { Badge } from '@mantine/core';
import type { CommissaryAppointment } from '@forja/contracts';
import { useTranslation } from 'react-i18next';

type Stage = CommissaryAppointment['stage'];

/** Light badges whose text passes AA on their tint. */
const STAGE_COLORS: Record<Stage, { color: string; c: string }> = {
  invited: { color: 'gray', c: 'gray.9' },
  identity: { color: 'blue', c: 'blue.9' },
  csf: { color: 'blue', c: 'blue.9' },
  review: { color: 'orange', c: 'gray.9' },
  complete: { color: 'forja', c: 'forja.9' },
  awaiting_assignment: { color: 'orange', c: 'gray.9' },
};

/** Where the commissary's flow stands, as a badge with its label. */
export function CommissaryStageBadge({ stage }: { stage: Stage }) {
  const { t } = useTranslation('commissary');
  return (
    <Badge variant="light" radius="sm" size="lg" style={{ textTransform: 'none' }} {...STAGE_COLORS[stage]}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}
