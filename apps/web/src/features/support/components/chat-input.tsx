import { CHAT_MAX_CHARS, normalizeChatInput } from '@forja/domain';
import { ActionIcon, Group, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chat box (spec section 5): the text is normalised as it is typed by the domain's normalizeChatInput
 * (leading spaces trimmed, runs of spaces collapsed, at most 1000 characters), a counter shows at the limit,
 * Enter sends and Shift+Enter adds a line.
 */
export function ChatInput({
  ref,
  ...props
}: {
  value: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
  disabled: boolean;
  placeholder: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('support');
  const hintId = useId();
  const counterId = useId();
  const { length, message } = normalizeChatInput(props.value);
  const atLimit = length >= CHAT_MAX_CHARS;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter adds a line; Enter that confirms an IME composition (Chinese input) does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!props.disabled) props.onSend(props.value);
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={ref}
          aria-label={t('chat.input_label')}
          aria-describedby={atLimit ? `${hintId} ${counterId}` : hintId}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={props.disabled}
          rows={2}
          styles={{ input: { resize: 'none' } }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          size={44}
          radius="md"
          aria-label={t('chat.send')}
          disabled={props.disabled || message === null}
          onClick={() => props.onSend(props.value)}
        >
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <VisuallyHidden id={hintId}>{t('chat.input_hint')}</VisuallyHidden>
      {atLimit && (
        <Text id={counterId} role="status" fz="xs" c="red.9" mt={4}>
          {t('chat.counter', { length, max: CHAT_MAX_CHARS })}
        </Text>
      )}
    </div>
  );
}
