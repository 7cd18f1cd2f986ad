import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { InvitedPrivacyConsent } from '../../../features/legal/components/invited-privacy-consent';
import { hasInvitedConsent, rememberInvitedConsent } from '../../../features/partners/invited-consent';
import { FlowStart } from '../../../features/partners/components/flow-start';
import { useFlow } from './use-flow';

export function FlowStartPage() {
  const { flow, partner, next } = useFlow('start');
  const { t } = useTranslation('legal');
  const invited = flow.kind === 'invited';
  const [consent, setConsent] = useState(() => invited && hasInvitedConsent(flow.partnerId));
  const [consentError, setConsentError] = useState<string>();
  if (!partner) return <PageLoader />;

  // The invited partner, whose data someone else typed, gives their own consent before continuing.
  const start = () => {
    if (invited && !consent) {
      setConsentError(t('invited.required'));
      return;
    }
    void next();
  };

  return (
    <FlowStart
      kind={flow.kind}
      partner={partner}
      language={flow.language}
      onStart={start}
      consent={
        invited && (
          <InvitedPrivacyConsent
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              setConsentError(undefined);
              rememberInvitedConsent(flow.partnerId, checked);
            }}
            error={consentError}
          />
        )
      }
    />
  );
}
