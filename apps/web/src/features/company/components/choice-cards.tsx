import { Group, Radio, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';

export type Choice = { value: string; label: string; description?: string };

type ChoiceCardsProps = {
  label: string;
  description?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  choices: readonly Choice[];
  required?: boolean;
  /** Gets the first card, so a form can put the focus on the question. */
  firstRef?: Ref<HTMLButtonElement>;
};

/** A question answered by picking one card: the whole card is the tap target (44 px and more), arrows move. */
export function ChoiceCards({
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  choices,
  required,
  firstRef,
}: ChoiceCardsProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      error={error}
      value={value}
      onChange={onChange}
      required={required}
    >
      <Stack gap="xs" mt="xs">
        {choices.map((choice, index) => (
          <Radio.Card
            key={choice.value}
            ref={index === 0 ? firstRef : undefined}
            value={choice.value}
            radius="md"
            p="sm"
            onBlur={onBlur}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600}>{choice.label}</Text>
                {choice.description && (
                  <Text size="sm" c="gray.7">
                    {choice.description}
                  </Text>
                )}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
