import { Button, Card, Group, List, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import type { Partner } from '@forja/contracts';
import { LANGUAGES, parseLanguage, type Language } from '@forja/domain';
import { IconAlertTriangle, IconMail, IconSend } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { sendInvitations, setPartnerPermission } from '../api/cap-table';
import { StatusBadge } from './status-badge';

type Props = {
  companyId: number;
  /** The saved partners. */
  partners: readonly Partner[];
  /** The form has changes that are not saved: invitations wait for them. */
  dirty: boolean;
  /** Only the company's owner grants the permission to edit. */
  isOwner: boolean;
  /** The user may not edit the company: the partners' statuses only, no invitations to send. */
  readOnly?: boolean;
  /** The signed-in user's e-mail (the founder is not invited to their own company). */
  userEmail: string;
  onChanged: () => Promise<unknown> | void;
};

const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function partnerName(partner: Partner) {
  return partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' ');
}

/** Invitations by e-mail (with a confirmation of who gets one) and, for the owner, each partner's edit permission. */
export const InvitationsPanel = memo(function InvitationsPanel({
  companyId,
  partners,
  dirty,
  isOwner,
  readOnly = false,
  userEmail,
  onChanged,
}: Props) {
  const { t } = useTranslation('partners');
  const { t: tc } = useTranslation('common');
  const pageLanguage = useLanguage();
  const [toggling, setToggling] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Record<number, Language>>({});

  // Who the server will e-mail: partners with an address who have not joined yet, other than the user.
  const isRecipient = (partner: Partner) =>
    Boolean(partner.email) && !partner.invitation_accepted && !same(partner.email, userEmail);
  const recipients = partners.filter(isRecipient);
  const withoutEmail = partners.filter((partner) => !partner.email);
  /** The language of a partner's invitation: chosen here, else the one chosen before, else this page's. */
  const invitationLanguage = (partner: Partner): Language =>
    chosen[partner.id] ?? parseLanguage(partner.language) ?? pageLanguage;
  const languageName = (language: Language) => tc(`language.names.${language}`);

  /** Sends the invitations; false when the server refused (the dialog stays open). */
  const send = async () => {
    try {
      const sent = await sendInvitations(
        companyId,
        recipients.map((partner) => ({ partner_id: partner.id, language: invitationLanguage(partner) })),
      );
      showSuccess(t('invitations.sent_toast', { count: sent.length, emails: sent.join(', ') }));
    } catch (error) {
      showError(error);
      return false;
    }
    await Promise.resolve(onChanged()).catch(showError);
    return true;
  };

  const confirmSending = () =>
    openConfirmDialog({
      title: t('invitations.confirm_title'),
      children: (
        <Stack gap="md">
          {recipients.length > 0 ? (
            <>
              <Text>{t('invitations.confirm_body', { count: recipients.length })}</Text>
              <List spacing="xs" icon={<IconMail size={16} aria-hidden />}>
                {recipients.map((partner) => (
                  <List.Item key={partner.id}>
                    <Text span fw={600}>
                      {partnerName(partner)}
                    </Text>{' '}
                    <Text span c="gray.7">
                      {partner.email}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {t('invitations.confirm_language', {
                        language: languageName(invitationLanguage(partner)),
                      })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text>{t('invitations.confirm_nobody')}</Text>
          )}
          {withoutEmail.length > 0 && (
            <Text size="sm" c="gray.7">
              {t('invitations.confirm_without_email', {
                names: withoutEmail.map(partnerName).join(', '),
              })}
            </Text>
          )}
        </Stack>
      ),
      confirmLabel: t('invitations.confirm_send'),
      cancelLabel: t('invitations.cancel'),
      confirmDisabled: recipients.length === 0,
      onConfirm: send,
    });

  const toggle = async (partner: Partner, value: boolean) => {
    setToggling(partner.id);
    try {
      await setPartnerPermission(partner.id, companyId, value);
      showSuccess(
        value
          ? t('permissions.granted_toast', { name: partnerName(partner) })
          : t('permissions.withdrawn_toast', { name: partnerName(partner) }),
      );
      await onChanged();
    } catch (error) {
      showError(error);
    } finally {
      setToggling(null);
    }
  };

  const status = (partner: Partner) => {
    if (same(partner.email, userEmail))
      return { tone: 'success' as const, label: t('invitations.status_you') };
    if (partner.invitation_accepted)
      return { tone: 'success' as const, label: t('invitations.status_joined') };
    if (!partner.email) return { tone: 'neutral' as const, label: t('invitations.status_no_email') };
    return { tone: 'info' as const, label: t('invitations.status_pending') };
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg" id="partners-access">
          {t('invitations.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('invitations.explain')}
        </Text>
      </div>
      {partners.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('invitations.none_saved')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="partners-access"
        >
          {partners.map((partner) => {
            const badge = status(partner);
            return (
              <Card component="li" key={partner.id} withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text fw={600} truncate="end">
                      {partnerName(partner)}
                    </Text>
                    <Text size="sm" c="gray.7" truncate="end">
                      {partner.email ?? t('invitations.no_email')}
                    </Text>
                  </div>
                  <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                </Group>
                {!readOnly && isRecipient(partner) && (
                  <NativeSelect
                    mt="xs"
                    label={t('invitations.language_label')}
                    aria-label={t('invitations.language_label_for', { name: partnerName(partner) })}
                    description={t('invitations.language_hint')}
                    value={invitationLanguage(partner)}
                    onChange={(event) => {
                      const language = parseLanguage(event.currentTarget.value);
                      if (language) setChosen((before) => ({ ...before, [partner.id]: language }));
                    }}
                    data={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
                  />
                )}
                {isOwner && !readOnly && !same(partner.email, userEmail) && (
                  <Switch
                    mt="xs"
                    checked={partner.permission_to_edit}
                    disabled={toggling !== null}
                    onChange={(event) => void toggle(partner, event.currentTarget.checked)}
                    label={t('permissions.label', { name: partnerName(partner) })}
                    description={t('permissions.hint')}
                  />
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      {dirty && !readOnly && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={18}
            color="var(--mantine-color-orange-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" c="gray.9">
            {t('invitations.save_first')}
          </Text>
        </Group>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconSend size={18} aria-hidden />}
            disabled={dirty || partners.length === 0}
            onClick={confirmSending}
          >
            {t('invitations.send')}
          </Button>
        </Group>
      )}
    </Stack>
  );
});
