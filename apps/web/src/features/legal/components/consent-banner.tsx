import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  getConsent,
  onOpenConsentSettings,
  setConsent,
  useConsent,
  type ConsentValue,
} from '../../../lib/analytics/consent-store';
import { paths } from '../../../config/paths';
import { useBottomOverlaySpace } from '../../../lib/bottom-overlay';
import { useLanguage } from '../../../lib/use-language';

const ConsentPurposes = lazy(() => import('./consent-purposes'));

/** The banner's distance from the screen's bottom; what it covers keeps this much more room, and a gap. */
const BANNER_BOTTOM = 16;
const BANNER_GAP = 8;

/**
 * The banner's frame, fixed at the bottom of the screen: while it shows, the open menu keeps room below its last
 * link for it (`lib/bottom-overlay`), so neither covers the other.
 */
function BannerFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useBottomOverlaySpace(ref, BANNER_BOTTOM + BANNER_GAP);
  return (
    <Paper
      ref={ref}
      component="section"
      role="region"
      aria-labelledby="consent-banner-title"
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      pos="fixed"
      bottom={BANNER_BOTTOM}
      left={16}
      right={16}
      maw={560}
      style={{ zIndex: 300 }}
      data-print-hide
    >
      {children}
    </Paper>
  );
}

/**
 * The consent banner: on a first visit (analytics pending) and whenever the footer's "privacy preferences" asks,
 * with Accept and Reject of equal weight, the privacy notice a click away, and a choice per purpose (usage
 * analytics, session recording). Nothing analytic happens before a purpose is granted.
 */
export function ConsentBanner() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const consent = useConsent();
  const [settings, setSettings] = useState(false);
  const [reopened, setReopened] = useState(false);
  const [analytics, setAnalytics] = useState(consent.analytics === 'granted');
  const [recording, setRecording] = useState(consent.session_recording === 'granted');

  /** The per-purpose choice, starting from what is recorded now. */
  const openSettings = () => {
    const now = getConsent();
    setAnalytics(now.analytics === 'granted');
    setRecording(now.session_recording === 'granted');
    setSettings(true);
  };
  useEffect(
    () =>
      onOpenConsentSettings(() => {
        const now = getConsent();
        setAnalytics(now.analytics === 'granted');
        setRecording(now.session_recording === 'granted');
        setReopened(true);
        setSettings(true);
      }),
    [],
  );

  if (consent.analytics !== 'pending' && !reopened) return null;

  const choose = (value: { analytics: ConsentValue; session_recording: ConsentValue }) => {
    setConsent(value);
    setSettings(false);
    setReopened(false);
  };
  const all = (value: ConsentValue) => choose({ analytics: value, session_recording: value });

  return (
    <BannerFrame>
      <Stack gap="sm">
        <Title order={2} fz="md" id="consent-banner-title">
          {t('banner.title')}
        </Title>
        <Text fz="sm">
          <Trans
            ns="legal"
            i18nKey="banner.body"
            components={{
              notice: <Anchor href={paths.legal(language, 'privacy')} inherit underline="always" />,
            }}
          />
        </Text>
        {settings && (
          <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
            <ConsentPurposes
              analytics={analytics}
              recording={recording}
              onAnalytics={(granted) => {
                setAnalytics(granted);
                if (!granted) setRecording(false);
              }}
              onRecording={setRecording}
            />
          </Suspense>
        )}
        <Group gap="sm" grow>
          <Button variant="default" onClick={() => all('denied')}>
            {t('banner.reject')}
          </Button>
          <Button variant="default" onClick={() => all('granted')}>
            {t('banner.accept')}
          </Button>
        </Group>
        {settings ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              choose({
                analytics: analytics ? 'granted' : 'denied',
                session_recording: analytics && recording ? 'granted' : 'denied',
              })
            }
          >
            {t('banner.save')}
          </Button>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={openSettings}>
            {t('banner.customise')}
          </Button>
        )}
      </Stack>
    </BannerFrame>
  );
}
