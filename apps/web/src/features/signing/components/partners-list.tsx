import type { SignerState, SigningPartner } from '@forja/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatSigningDate } from '../format';

const SIGNER_COLORS: Record<SignerState, string> = {
  pending: 'gray',
  viewed: 'blue',
  signed: 'teal',
  declined: 'red',
};

function StateBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge variant="light" color={color} c="dark.7" radius="sm" style={{ textTransform: 'none' }}>
      {children}
    </Badge>
  );
}

/** Where one partner stands: their review of the draft, or, once signing started, their signature. */
function PartnerState({ partner, showSigner }: { partner: SigningPartner; showSigner: boolean }) {
  const { t } = useTranslation('signing');
  if (showSigner && partner.signer_state) {
    return (
      <StateBadge color={SIGNER_COLORS[partner.signer_state]}>
        {t(`partners.signer.${partner.signer_state}`)}
      </StateBadge>
    );
  }
  if (partner.acknowledged) return <StateBadge color="teal">{t('partners.acknowledged')}</StateBadge>;
  if (partner.correction_requested)
    return <StateBadge color="orange">{t('partners.correction_requested')}</StateBadge>;
  return <StateBadge color="gray">{t('partners.pending')}</StateBadge>;
}

/**
 * The company's partners with where each stands; the caller is marked as "you". `showSigners`: the envelope
 * of this draft is open, complete or declined, so each partner's signature is what counts.
 */
export function PartnersList(props: { partners: SigningPartner[]; callerId: number; showSigners: boolean }) {
  const { partners, callerId, showSigners } = props;
  const { t } = useTranslation('signing');
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="signing-partners">
          {t('partners.title')}
        </Title>
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          aria-labelledby="signing-partners"
          style={{ listStyle: 'none' }}
        >
          {partners.map((partner, index) => (
            <Group
              component="li"
              key={partner.partner_id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {partner.name}
                  {partner.partner_id === callerId && (
                    <Text span c="gray.7" fw={400}>
                      {` ${t('partners.you')}`}
                    </Text>
                  )}
                </Text>
                {showSigners && partner.signed_at && (
                  <Text size="xs" c="gray.7">
                    {t('partners.signed_at', { date: formatSigningDate(language, partner.signed_at) })}
                  </Text>
                )}
              </div>
              <PartnerState partner={partner} showSigner={showSigners} />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
