import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** Light badges whose text passes AA on their tint (Mantine's teal, orange and red light texts do not). */
const TONES: Record<StatusTone, Pick<BadgeProps, 'color' | 'c'>> = {
  success: { color: 'forja' },
  info: { color: 'blue' },
  warning: { color: 'orange', c: 'gray.9' },
  danger: { color: 'red', c: 'red.9' },
  neutral: { color: 'gray' },
};

/** A state shown as a light badge in one of five tones. */
export function StatusBadge({
  tone,
  children,
  size,
  leftSection,
}: {
  tone: StatusTone;
  children: ReactNode;
  size?: BadgeProps['size'];
  leftSection?: ReactNode;
}) {
  return (
    <Badge {...TONES[tone]} variant="light" radius="sm" size={size} leftSection={leftSection}>
      {children}
    </Badge>
  );
}
