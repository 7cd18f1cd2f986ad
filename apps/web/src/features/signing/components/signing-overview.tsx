import type { ArticlesMissingItem, SigningBlocker, SigningStatus } from '@forja/contracts';
import { isCoveredBySigningBlocker, type Language } from '@forja/domain';
import { Alert, Anchor, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconInfoCircle,
  IconMessageCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, routeUrl } from '../../../config/paths';
import { errorText } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import type { SigningAccess } from '../api/signing-access';
import { signingView } from '../signing-phase';
import { CorrectionRequest } from './correction-request';
import { DraftCard } from './draft-card';
import { PartnersList } from './partners-list';
import { ReviewActions } from './review-actions';
import { SigningDone } from './signing-done';
import { TwoFactorSigning } from './two-factor-signing';

type Props = {
  status: SigningStatus;
  access: SigningAccess;
  /** The company's dashboard (signed in) or Login (from the link without an account). */
  dashboardUrl: string;
  devMailbox?: boolean;
};

/** Where each thing the articles lack is given in the workspace, for a partner signed in. */
function missingPlaceUrl(
  language: Language,
  companyId: number,
  item: ArticlesMissingItem,
  own: boolean,
): string | null {
  const company_id = String(companyId);
  switch (item) {
    case 'partners':
    case 'shares':
      return routeUrl(language, { name: 'CompanyPartners', params: { company_id } });
    case 'domicile':
    case 'activities':
      return routeUrl(language, { name: 'CompanyBasicData', params: { company_id } });
    case 'administration':
    case 'commissary':
      return paths.companyAdmin(language, companyId);
    case 'identity':
      return own
        ? paths.isPartnerStep(language, companyId)
        : routeUrl(language, { name: 'PartnersDocuments', params: { company_id } });
    default:
      return null;
  }
}

/** Where each reason the draft waits for is resolved in the workspace, for a partner signed in. */
function blockerPlaceUrl(language: Language, companyId: number, blocker: SigningBlocker): string | null {
  const company_id = String(companyId);
  switch (blocker) {
    case 'legal_name_pending':
      return paths.companyDenomination(language, companyId);
    case 'documents_not_approved':
      return routeUrl(language, { name: 'PartnersDocuments', params: { company_id } });
    case 'commissary_pending':
      return paths.companyAdmin(language, companyId);
    default:
      return null;
  }
}

/** A text whose <place> is a link for a partner signed in, and plain words from the e-mailed link. */
function PlaceText({ i18nKey, url, name }: { i18nKey: string; url: string | null; name?: string }) {
  const { t } = useTranslation('signing');
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ name: name ?? '' }}
      components={{ place: url ? <Anchor component={Link} to={url} inherit fw={600} /> : <span /> }}
    />
  );
}

/** What the articles lack that no other reason already says (the legal name, a commissary to appoint). */
function MissingList({
  status,
  blockers,
  signedIn,
}: {
  status: SigningStatus;
  blockers: readonly SigningBlocker[];
  signedIn: boolean;
}) {
  const language = useLanguage();
  const missing = status.missing.filter((entry) => !isCoveredBySigningBlocker(entry, blockers));
  if (missing.length === 0) return null;
  return (
    <List size="sm" spacing={4}>
      {missing.map((entry) => {
        const own = entry.item === 'identity' && entry.partner_id === status.partner_id;
        const url = signedIn ? missingPlaceUrl(language, status.company_id, entry.item, own) : null;
        return (
          <List.Item key={`${entry.item}-${entry.partner_id ?? ''}`}>
            <PlaceText
              i18nKey={`blocked.missing.${own ? 'identity_self' : entry.item}`}
              url={url}
              name={entry.name ?? ''}
            />
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * No draft to confirm: every reason it waits for at once (each with where it is resolved, a link for a partner
 * signed in), and under the articles' data each thing they still lack; the caller's own identity check is theirs
 * to do.
 */
function BlockedNotice({
  status,
  dashboardUrl,
  signedIn,
}: {
  status: SigningStatus;
  dashboardUrl: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  const blockers: SigningBlocker[] =
    status.blockers.length > 0 ? status.blockers : [status.blocked_by ?? 'documents_not_approved'];
  const text = (blocker: SigningBlocker) => (
    <PlaceText
      i18nKey={`blocked.${blocker}`}
      url={signedIn ? blockerPlaceUrl(language, status.company_id, blocker) : null}
    />
  );
  const missing = (blocker: SigningBlocker) =>
    blocker === 'articles_incomplete' && (
      <MissingList status={status} blockers={blockers} signedIn={signedIn} />
    );
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon radius="xl" size={36} color="gray.2" c="gray.8" aria-hidden style={{ flexShrink: 0 }}>
          <IconClockHour4 size={22} />
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Title order={2} fz="lg">
            {t('blocked.title')}
          </Title>
          {blockers.length === 1 ? (
            <>
              <Text size="sm">{text(blockers[0]!)}</Text>
              {missing(blockers[0]!)}
            </>
          ) : (
            <>
              <Text size="sm">{t('blocked.several')}</Text>
              <List type="ordered" size="sm" spacing="xs">
                {blockers.map((blocker) => (
                  <List.Item key={blocker}>
                    {text(blocker)}
                    {missing(blocker)}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Anchor component={Link} to={dashboardUrl} fw={600} size="sm">
            {t('blocked.go_dashboard')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

function Notice(props: {
  color: string;
  icon: typeof IconRefresh;
  title?: string;
  text: string;
  alert?: boolean;
}) {
  const Icon = props.icon;
  return (
    <Alert
      color={props.color}
      variant="light"
      icon={<Icon aria-hidden />}
      title={props.title}
      role={props.alert ? 'alert' : undefined}
    >
      <Text size="sm" c="gray.9">
        {props.text}
      </Text>
    </Alert>
  );
}

/**
 * The signing of the articles for one partner: the draft, everyone's state, and what the caller does now —
 * review (agree or ask for a correction), confirm it is them and sign, wait for the others, or download the
 * signed articles.
 */
export function SigningOverview({ status, access, dashboardUrl, devMailbox }: Props) {
  const { t } = useTranslation('signing');
  const view = signingView(status);
  // The version the caller acted on was replaced: said until the caller agrees to the new one.
  const [draftChanged, setDraftChanged] = useState(false);
  const onDraftChanged = () => setDraftChanged(true);

  return (
    <Stack gap="lg">
      {draftChanged && !view.me?.acknowledged && view.phase === 'review' && (
        <Notice color="orange" icon={IconRefresh} text={errorText('draft_changed')} alert />
      )}
      {view.dataChanged && (
        <Notice
          color="orange"
          icon={IconRefresh}
          title={t('alerts.data_changed_title')}
          text={t('alerts.data_changed')}
        />
      )}
      {view.declined && (
        <Notice
          color="red"
          icon={IconAlertTriangle}
          title={t('alerts.declined_title')}
          text={t('alerts.declined')}
          alert
        />
      )}
      {view.correctionPaused && (
        <Notice
          color="orange"
          icon={IconMessageCircle}
          title={t('alerts.correction_paused_title')}
          text={t('alerts.correction_paused')}
        />
      )}

      {view.phase === 'done' && <SigningDone status={status} dashboardUrl={dashboardUrl} />}
      {view.phase === 'blocked' && (
        <BlockedNotice status={status} dashboardUrl={dashboardUrl} signedIn={access.kind === 'session'} />
      )}

      {status.draft && view.phase !== 'done' && view.phase !== 'blocked' && (
        <DraftCard draft={status.draft} />
      )}

      {view.phase === 'review' && (
        <ReviewActions status={status} view={view} access={access} onDraftChanged={onDraftChanged} />
      )}
      {view.phase === 'sign' && (
        <Stack gap="xs">
          <TwoFactorSigning companyId={status.company_id} access={access} devMailbox={devMailbox} />
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="gray.7">
              {t('two_factor.something_wrong')}
            </Text>
            <CorrectionRequest status={status} access={access} onDraftChanged={onDraftChanged} />
          </Group>
        </Stack>
      )}
      {view.phase === 'signed' && (
        <Notice
          color="teal"
          icon={IconInfoCircle}
          title={t('signed.title')}
          text={t('signed.waiting', { count: view.waitingFor })}
        />
      )}

      {status.partners.length > 0 && view.phase !== 'blocked' && (
        <PartnersList
          partners={status.partners}
          callerId={status.partner_id}
          showSigners={view.showSigners}
        />
      )}
    </Stack>
  );
}
