import { Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import {
  GOOGLE_BUTTON_LOCALES,
  loadGoogleIdentityServices,
  type GoogleButtonText,
} from '../google-identity-services';

/** Google draws its button between 200 and 400 px wide. */
const MAX_BUTTON_WIDTH = 400;

export type GoogleSignInButtonProps = {
  /** The app configuration's `google_client_id`: null (or not loaded yet) shows nothing. */
  clientId: string | null | undefined;
  /** Receives the ID token Google hands over once the person has chosen their Google account. */
  onCredential: (idToken: string) => void;
  /** The words on Google's button: "Sign in with Google", "Sign up with Google"… */
  text?: GoogleButtonText;
  /** One line under the "or" divider: what happens with Google on this page. */
  hint?: string;
  /** What the page needs before it can use Google (shown under the button, in red). */
  error?: string;
  /** The page is working with the credential. */
  busy?: boolean;
};

/**
 * "Or" and Google's sign-in button, when the server has Google sign-in configured (`google_client_id`);
 * nothing at all (and no Google script) otherwise. The button speaks the page's language.
 */
export function GoogleSignInButton({ clientId, ...props }: GoogleSignInButtonProps) {
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} {...props} />;
}

function GoogleButton({
  clientId,
  onCredential,
  text = 'signin_with',
  hint,
  error,
  busy = false,
}: Omit<GoogleSignInButtonProps, 'clientId'> & { clientId: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Google keeps the callback of the last initialize: it always reaches the page's current handler.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentityServices().then(
      (id) => {
        const parent = container.current;
        if (!active || !parent) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) handler.current(credential);
          },
          context: text === 'signup_with' ? 'signup' : 'signin',
          ux_mode: 'popup',
        });
        parent.replaceChildren();
        const width = Math.min(MAX_BUTTON_WIDTH, parent.clientWidth);
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          logo_alignment: 'center',
          text,
          locale: GOOGLE_BUTTON_LOCALES[language],
          ...(width > 0 ? { width } : {}),
        });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, language, text]);

  return (
    <Stack gap="sm">
      <Divider label={t('google.or')} labelPosition="center" />
      {hint && (
        <Text fz="sm" c="gray.7" ta="center">
          {hint}
        </Text>
      )}
      {failed ? (
        <Text fz="sm" c="gray.7" ta="center" role="status">
          {t('google.unavailable')}
        </Text>
      ) : (
        <div ref={container} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
      )}
      {error && (
        <Text fz="sm" c="red.8" ta="center" role="alert">
          {error}
        </Text>
      )}
      {busy && (
        <Group gap="xs" justify="center" role="status">
          <Loader size="xs" />
          <Text fz="sm">{t('google.working')}</Text>
        </Group>
      )}
    </Stack>
  );
}
