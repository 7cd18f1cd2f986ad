import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A step's heading and introduction. */
export function StepHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {intro && (
        <Text c="gray.7" mt="xs">
          {intro}
        </Text>
      )}
    </div>
  );
}

type ActionsProps = {
  /** Where "Atrás" goes; none on the first step. */
  backTo?: string;
  label: string;
  loading?: boolean;
  disabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
};

/** A step's actions: one primary action, and a subtle way back. */
export function StepActions({ backTo, label, loading, disabled, onClick }: ActionsProps) {
  const { t } = useTranslation('partners');
  return (
    <Stack gap="xs">
      <Group justify={backTo ? 'space-between' : 'flex-end'} gap="sm" wrap="wrap-reverse">
        {backTo && (
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('flow.back')}
          </Button>
        )}
        <Button
          type={onClick ? 'button' : 'submit'}
          onClick={onClick}
          loading={loading}
          disabled={disabled}
          miw={160}
        >
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
