import { checkRfc } from '@forja/domain';
import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { sendCommissaryIdentity } from '../../../features/commissary/api/send-commissary-identity';
import { uploadCommissaryCsf } from '../../../features/commissary/api/upload-commissary-csf';
import { ACCEPT_ID_IMAGE, ACCEPT_PDF } from '../../../features/commissary/commissary-files';
import { markSent, wasSent } from '../../../features/commissary/commissary-progress';
import { FileChoice } from '../../../features/commissary/components/file-choice';
import { IdentityAnalyzing } from '../../../features/commissary/components/identity-analyzing';
import { UploadProgress } from '../../../components/upload-progress';
import { SelfieRecorder } from '../../../features/partners/components/selfie-recorder';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import type { CommissaryData } from './commissary-loader';
import { CommissaryInvitationProblem, CommissarySignIn } from './commissary-sign-in';

type Ready = Extract<CommissaryData, { status: 'ready' }>;
type Rejection = NonNullable<Ready['verification']['rejected']>[number];

/** The loader's answer: the step when ready, else the sign-in explanation or the invitation's problem. */
function CommissaryGate({ children }: { children: (data: Ready) => React.ReactNode }) {
  const data = useLoaderData<CommissaryData>();
  if (data.status === 'sign_in')
    return <CommissarySignIn returnTo={data.returnTo} email={data.email} phone={data.phone} />;
  if (data.status === 'invitation_error') return <CommissaryInvitationProblem code={data.code} />;
  return <>{children(data)}</>;
}

function Header({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="gray.7" mt="xs">
        {intro}
      </Text>
    </div>
  );
}

/**
 * Why the back office sent the step's document back (the reason in words, and the operator's note): the
 * commissary came here from the review e-mail, or from a bookmark, and the page says it too.
 */
function RejectedNotice({ rejection }: { rejection: Rejection | undefined }) {
  const { t } = useTranslation(['commissary', 'company']);
  if (!rejection) return null;
  const step = rejection.type === 'commissary_CSF' ? 'csf' : 'identity';
  const note = rejection.rejection_note?.trim();
  return (
    <Alert
      color="red"
      variant="light"
      title={t(`rejected.${step}_title`)}
      icon={<IconAlertCircle aria-hidden />}
    >
      <Stack gap={4}>
        <Text size="sm" c="gray.9">
          {t(`rejected.${step}`, {
            reason: t(`company:documents.rejections.${rejection.rejection_category}`, {
              defaultValue: t('company:documents.rejections.other'),
            }),
          })}
        </Text>
        {note && (
          <Text size="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
            {t('company:documents.rejection_note', { note })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

const rejectionOf = (verification: Ready['verification'], type: Rejection['type']) =>
  verification.rejected?.find((rejection) => rejection.type === type);

/** CommissaryStart: the ID's two sides and a selfie video, sent together; then the wait for the check. */
function IdentityStep({ companyId, rejection }: { companyId: number; rejection: Rejection | undefined }) {
  const { t } = useTranslation('commissary');
  const language = useLanguage();
  const navigate = useNavigate();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [sent, setSent] = useState(() => wasSent(companyId, 'identity'));

  const onVerified = useCallback(() => {
    markSent(companyId, 'identity', false);
    void navigate(
      routeUrl(language, {
        name: 'CommissaryComplementaries',
        params: {},
        query: { company: String(companyId) },
      }),
    );
  }, [companyId, language, navigate]);

  if (sent)
    return (
      <IdentityAnalyzing
        companyId={companyId}
        onVerified={onVerified}
        onRetry={() => {
          markSent(companyId, 'identity', false);
          setSent(false);
        }}
      />
    );

  return (
    <Stack gap="lg">
      <Header title={t('identity.title')} intro={t('identity.intro')} />
      <RejectedNotice rejection={rejection} />
      <section aria-labelledby="commissary-id">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="commissary-id">
            {t('identity.id_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('identity.id_intro')}
          </Text>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            <FileChoice
              id="commissary-id-front"
              title={t('identity.front')}
              explain={t('identity.front_explain')}
              kind="id_image"
              accept={ACCEPT_ID_IMAGE}
              file={front}
              onChange={setFront}
            />
            <FileChoice
              id="commissary-id-back"
              title={t('identity.back')}
              explain={t('identity.back_explain')}
              kind="id_image"
              accept={ACCEPT_ID_IMAGE}
              file={back}
              onChange={setBack}
            />
          </Stack>
        </Stack>
      </section>
      <section aria-labelledby="commissary-selfie">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="commissary-selfie">
            {t('identity.selfie_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('identity.selfie_intro')}
          </Text>
          <SelfieRecorder
            blockedReason={front && back ? undefined : t('identity.id_first')}
            onSend={async (video, onProgress) => {
              if (!front || !back) throw new Error('id_images_missing');
              await sendCommissaryIdentity(companyId, { front, back, video }, onProgress);
              markSent(companyId, 'identity');
              setSent(true);
            }}
          />
        </Stack>
      </section>
    </Stack>
  );
}

export function CommissaryStartPage() {
  const { t } = useTranslation('commissary');
  useDocumentTitle(t('identity.title'));
  return (
    <CommissaryGate>
      {(data) => (
        <IdentityStep
          key={data.companyId}
          companyId={data.companyId}
          rejection={rejectionOf(data.verification, 'commissary_national_identity')}
        />
      )}
    </CommissaryGate>
  );
}

/** The RFC's refusals (the domain's checkRfc codes, the server's too) as the appointment form words them. */
const RFC_ERRORS: Record<string, string> = {
  rfc_invalid_format: 'appoint.rfc_errors.rfc_invalid_format',
  rfc_invalid_date: 'appoint.rfc_errors.rfc_invalid_date',
  rfc_wrong_kind: 'appoint.rfc_errors.rfc_wrong_kind',
  // The server's: an administrator partner's RFC (LGSM art. 165), said to the commissary.
  commissary_conflict_of_interest: 'csf.rfc_administrator',
};

/**
 * CommissaryComplementaries: the constancia de situación fiscal, as a PDF, with the commissary's RFC (the one
 * the founder gave, to correct when it differs from the certificate's), checked as a person's with the domain's
 * checkRfc, as the appointment checks it.
 */
function CsfStep({
  companyId,
  savedRfc,
  rejection,
}: {
  companyId: number;
  savedRfc: string | null;
  rejection: Rejection | undefined;
}) {
  const { t } = useTranslation('commissary');
  const language = useLanguage();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [rfc, setRfc] = useState(savedRfc ?? '');
  const [rfcError, setRfcError] = useState<string | null>(null);
  const rfcInput = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const sentBefore = wasSent(companyId, 'csf');

  const [focusRfc, setFocusRfc] = useState(0);
  // The field is disabled while the file goes up: it takes the focus once it is enabled again.
  useEffect(() => {
    if (focusRfc > 0) rfcInput.current?.focus();
  }, [focusRfc]);

  const refuseRfc = (code: string) => {
    setRfcError(RFC_ERRORS[code] ?? 'appoint.rfc_errors.rfc_invalid_format');
    setFocusRfc((count) => count + 1);
  };

  const send = async () => {
    if (!file) return;
    const check = checkRfc(rfc, 'person');
    if (!check.ok) {
      refuseRfc(check.code);
      return;
    }
    setRfc(check.rfc);
    setRfcError(null);
    setPercent(0);
    try {
      await uploadCommissaryCsf(companyId, file, check.rfc, setPercent);
      markSent(companyId, 'csf');
      showSuccess(t('csf.sent_toast'));
      await navigate(
        routeUrl(language, { name: 'CommissaryEnd', params: {}, query: { company: String(companyId) } }),
      );
    } catch (error) {
      const code = error instanceof ApiError ? error.codes.find((entry) => entry in RFC_ERRORS) : undefined;
      if (code) refuseRfc(code);
      else showError(error);
      setPercent(null);
    }
  };

  return (
    <Stack gap="lg">
      <Header title={t('csf.title')} intro={t('csf.intro')} />
      <RejectedNotice rejection={rejection} />
      {sentBefore && !rejection && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('csf.sent_before')}
          </Text>
        </Alert>
      )}
      <TextInput
        ref={rfcInput}
        label={t('csf.rfc')}
        description={t('csf.rfc_help')}
        required
        value={rfc}
        onChange={(event) => {
          setRfc(event.currentTarget.value);
          setRfcError(null);
        }}
        error={rfcError ? t(rfcError) : undefined}
        disabled={percent !== null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
      />
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        <FileChoice
          id="commissary-csf"
          title={t('csf.document')}
          explain={t('csf.document_explain')}
          kind="pdf"
          accept={ACCEPT_PDF}
          file={file}
          onChange={setFile}
          disabled={percent !== null}
        />
      </Stack>
      {file && percent !== null && <UploadProgress fileName={file.name} percent={percent} />}
      <Group justify="flex-end">
        <Button onClick={() => void send()} disabled={!file} loading={percent !== null} miw={160}>
          {t('csf.send')}
        </Button>
      </Group>
    </Stack>
  );
}

export function CommissaryComplementariesPage() {
  const { t } = useTranslation('commissary');
  useDocumentTitle(t('csf.title'));
  return (
    <CommissaryGate>
      {(data) => (
        <CsfStep
          key={data.companyId}
          companyId={data.companyId}
          savedRfc={data.verification.rfc ?? null}
          rejection={rejectionOf(data.verification, 'commissary_CSF')}
        />
      )}
    </CommissaryGate>
  );
}

/** CommissaryEnd: both documents are in; what happens next. */
export function CommissaryEndPage() {
  const { t } = useTranslation('commissary');
  useDocumentTitle(t('end.title'));
  return (
    <CommissaryGate>
      {() => (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconCircleCheck
                size={32}
                color="var(--mantine-color-teal-8)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('end.title')}
              </Title>
            </Group>
            <Text>{t('end.intro')}</Text>
            <Text fw={600}>{t('end.next_title')}</Text>
            <List spacing={6} size="sm">
              <List.Item>{t('end.next_review')}</List.Item>
              <List.Item>{t('end.next_founder')}</List.Item>
              <List.Item>{t('end.next_contact')}</List.Item>
            </List>
          </Stack>
        </Card>
      )}
    </CommissaryGate>
  );
}
