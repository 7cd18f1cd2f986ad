import { Box, Button, Flex } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The foot of a wizard step: the step's one primary action and Back (subtle, when there is a step before).
 * On phones the primary action spans the width on top, Back sits under it; wider, Back left and the action right.
 */
export function StepActions(props: { backTo?: string; submitLabel?: string; loading?: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <Flex
      direction={{ base: 'column-reverse', xs: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', xs: 'center' }}
      gap="sm"
      mt="md"
    >
      {props.backTo ? (
        <Button
          component={Link}
          to={props.backTo}
          variant="subtle"
          color="gray"
          c="gray.8"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          px="xs"
        >
          {t('actions.back')}
        </Button>
      ) : (
        <Box visibleFrom="xs" />
      )}
      <Button type="submit" loading={props.loading} rightSection={<IconArrowRight size={18} aria-hidden />}>
        {props.submitLabel ?? t('actions.continue')}
      </Button>
    </Flex>
  );
}
