import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconReload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { routeUrl } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { reloadPage } from './reload-page';

/** The address a screen last failed to load at, so the reload happens once (session storage). */
const RELOADED_FOR_KEY = 'forja.reloaded_for';

/** The messages browsers give when a lazily loaded screen (a JavaScript chunk) cannot be fetched. */
const DYNAMIC_IMPORT_FAILURE =
  /dynamically imported module|importing a module script failed|failed to load module script|chunkloaderror|loading chunk/i;

function isDynamicImportFailure(error: unknown): boolean {
  return error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(`${error.name} ${error.message}`);
}

function isNotFound(error: unknown): boolean {
  return (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404)
  );
}

/** Whether to reload at `target`: the first time a screen fails to load there in this tab session. */
function shouldReload(target: string): boolean {
  try {
    if (window.sessionStorage.getItem(RELOADED_FOR_KEY) === target) return false;
    window.sessionStorage.setItem(RELOADED_FOR_KEY, target);
    return true;
  } catch {
    // Without storage a reload could loop: show the error instead.
    return false;
  }
}

/**
 * The error element of every route tree: a loader or a page that fails shows what happened in the user's
 * language, with a retry and a way to the start, instead of React Router's default screen. A screen that
 * fails to load dynamically (a new deployment replaced its file) reloads the page at the target address once
 * (spec section 2).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  // Decided once per failing address (an initializer, so a second render does not decide again).
  const [decision] = useState(() => ({
    target,
    reload: isDynamicImportFailure(error) && shouldReload(target),
  }));
  const reload = decision.target === target && decision.reload;

  useEffect(() => {
    if (reload) reloadPage(target);
  }, [reload, target]);

  if (reload) return <PageLoader />;
  return <RouteErrorMessage notFound={isNotFound(error)} />;
}

function RouteErrorMessage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const revalidator = useRevalidator();
  const title = notFound ? t('route_error.not_found_title') : t('route_error.title');
  useDocumentTitle(title);

  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Paper
        component="main"
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        maw={480}
        w="100%"
      >
        <Stack gap="md">
          <Text fw={800} fz="xl" c="forja.7">
            {t('app_name')}
          </Text>
          <Title order={1} fz={24}>
            {title}
          </Title>
          <Text c="gray.8">{notFound ? t('route_error.not_found_text') : t('route_error.text')}</Text>
          <Group gap="sm">
            {!notFound && (
              <Button
                leftSection={<IconReload size={18} aria-hidden />}
                loading={revalidator.state === 'loading'}
                onClick={() => void revalidator.revalidate()}
              >
                {t('route_error.retry')}
              </Button>
            )}
            <Anchor
              component={Link}
              to={routeUrl(language, 'Login')}
              display="inline-flex"
              style={{ alignItems: 'center', gap: 6, minHeight: 44 }}
            >
              <IconHome size={18} aria-hidden />
              {t('route_error.home')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
