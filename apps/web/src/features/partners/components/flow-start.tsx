import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OnlyPartner } from '@forja/contracts';
import { identifiesByPassport, societyTypeFormsOnline, type Language } from '@forja/domain';
import { IconCamera, IconFileText, IconHome, IconId, IconLock, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerFlowKind } from '../api/partner-access';
import { formatBp } from '../format';
import { StepActions, StepHeader } from './step-frame';

type Props = {
  kind: PartnerFlowKind;
  /** The partner, with their company's society type and name. */
  partner: OnlyPartner;
  language: Language;
  onStart: () => void;
  /** Shown before the start button: the invited partner's own privacy consent. */
  consent?: ReactNode;
};

/**
 * The first step of both flows: who is asked, what for, and what to have at hand; for an S.A.S., also what
 * signing will take later: each shareholder's own e.firma in the Secretaría de Economía's system.
 */
export function FlowStart({ kind, partner, language, onStart, consent }: Props) {
  const { t } = useTranslation('partners');
  const name = partner.first_name ?? partner.name ?? '';
  const held = partner.shares.reduce((sum, share) => sum + Math.round((share.percentage ?? 0) * 100), 0);
  const items = [
    {
      icon: IconId,
      text: partner.is_moral_person
        ? t('start.need_entity_docs')
        : identifiesByPassport(partner)
          ? t('start.need_id_passport')
          : t('start.need_id'),
    },
    { icon: IconHome, text: t('start.need_address') },
    { icon: IconFileText, text: t('start.need_csf') },
    { icon: IconCamera, text: t('start.need_camera') },
  ];
  return (
    <Stack gap="lg">
      <StepHeader
        title={name ? t('start.title_named', { name }) : t('start.title')}
        intro={
          kind !== 'invited'
            ? t('start.intro_partner')
            : partner.company_name
              ? t('start.intro_invited_named', { company: partner.company_name })
              : t('start.intro_invited')
        }
      />
      {held > 0 && <Text fw={600}>{t('start.your_share', { share: formatBp(held, language) })}</Text>}
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('start.have_title')}
        </Title>
        <List spacing="sm" center>
          {items.map(({ icon: Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                  <Icon size={16} />
                </ThemeIcon>
              }
            >
              {text}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.7" mt="sm">
          {t('start.time')}
        </Text>
      </Card>
      {societyTypeFormsOnline(partner.company_type) && (
        <Card withBorder radius="md" p="md" component="section" aria-labelledby="start-sign-title">
          <Title order={2} fz="md" mb="sm" id="start-sign-title">
            {t('start.sign_title')}
          </Title>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
              <IconSignature size={16} />
            </ThemeIcon>
            <Text>{t('start.need_efirma_online')}</Text>
          </Group>
        </Card>
      )}
      <Text size="sm" c="gray.7" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        {t('start.privacy')}
      </Text>
      {consent}
      <StepActions label={t('start.begin')} onClick={onStart} />
    </Stack>
  );
}
