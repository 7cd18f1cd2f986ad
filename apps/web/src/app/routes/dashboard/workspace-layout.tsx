import type { Company, User } from '@forja/contracts';
import { listUserCompanies, type Language } from '@forja/domain';
import {
  ActionIcon,
  AppShell,
  Box,
  Button,
  Container,
  Menu,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconBriefcase,
  IconFileDescription,
  IconBuildingBank,
  IconCreditCard,
  IconPackageImport,
  IconBuildingSkyscraper,
  IconCalculator,
  IconFiles,
  IconFolder,
  IconHome,
  IconId,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconReceipt,
  IconReceiptTax,
  IconShoppingBag,
  IconSignature,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '../../layout/account-menu';
import { HeaderBar } from '../../layout/app-header';
import { useOffCanvasMenu } from '../../layout/off-canvas-menu';
import { SkipLink } from '../../layout/skip-link';
import { paths, routeUrl } from '../../../config/paths';
import { logout, profileQueryKey, profileQueryOptions } from '../../../features/auth/api/session';
import { useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { updateSidebar } from '../../../features/company/api/update-sidebar';
import { OnboardingProgress } from '../../../features/company/components/onboarding-progress';
import { onboardingChecklist } from '@forja/domain';
import { LegalFooter } from '../../../components/legal-links';
import { ReconsentDialog } from '../../../features/legal/components/reconsent-dialog';
import {
  SUPPORT_LAUNCHER_CLEARANCE,
  SupportWidget,
} from '../../../features/support/components/support-widget';
import { queryClient } from '../../../lib/query-client';
import { useLanguage } from '../../../lib/use-language';
import type { CompanyPageData } from '../../company-page';

export { companyPageLoader } from '../../company-page';

/** The workspace pages, in the sidebar's order (spec section 2, dashboard/{company_id}/...). */
export const WORKSPACE_NAV = [
  'home',
  'detail',
  'company_basic_data',
  'company_partners',
  'partners_documents',
  'company_admin',
  'company_denomination',
  'documents',
  'company_fiels',
  'accountant_tally',
  'services',
  'invoices',
  'banks',
  'bank',
  'import',
] as const;
export type WorkspaceNavKey = (typeof WORKSPACE_NAV)[number];

const NAV_ICONS: Record<WorkspaceNavKey, Icon> = {
  home: IconHome,
  detail: IconFileDescription,
  company_basic_data: IconId,
  company_partners: IconUsers,
  partners_documents: IconFiles,
  company_admin: IconBriefcase,
  company_denomination: IconSignature,
  documents: IconFolder,
  company_fiels: IconReceiptTax,
  accountant_tally: IconCalculator,
  services: IconShoppingBag,
  invoices: IconReceipt,
  banks: IconBuildingBank,
  bank: IconCreditCard,
  import: IconPackageImport,
};

/** Where each workspace page lives: named routes through routeUrl, the others through `paths`. */
export function workspaceHref(language: Language, companyId: number, key: WorkspaceNavKey): string {
  const params = { company_id: String(companyId) };
  switch (key) {
    case 'home':
      return routeUrl(language, { name: 'Dashboard', params });
    case 'company_basic_data':
      return routeUrl(language, { name: 'CompanyBasicData', params });
    case 'company_partners':
      return routeUrl(language, { name: 'CompanyPartners', params });
    case 'partners_documents':
      return routeUrl(language, { name: 'PartnersDocuments', params });
    case 'documents':
      return routeUrl(language, { name: 'Documents', params });
    case 'banks':
      return routeUrl(language, { name: 'Banks', params });
    case 'detail':
      return paths.companyDetail(language, companyId);
    case 'company_admin':
      return paths.companyAdmin(language, companyId);
    case 'company_denomination':
      return paths.companyDenomination(language, companyId);
    case 'services':
      return paths.services(language, companyId);
    case 'invoices':
      return paths.invoices(language, companyId);
    case 'company_fiels':
      return paths.companyFiels(language, companyId);
    case 'accountant_tally':
      return paths.accountantTally(language, companyId);
    case 'bank':
      return paths.bank(language, companyId);
    case 'import':
      return paths.importProgramme(language, companyId);
  }
}

/** The Bank page once the bank opened the account; Import for Amazon customers; every other page always. */
export function navShown(
  company: Pick<Company, 'amazon_customer' | 'banking_services'>,
  key: WorkspaceNavKey,
): boolean {
  if (key === 'bank') return company.banking_services.some((service) => service.status === 'opened');
  if (key === 'import') return company.amazon_customer;
  return true;
}

function companyLabel(company: Pick<Company, 'legal_name' | 'name'>, fallback: string): string {
  return company.legal_name ?? company.name ?? fallback;
}

/** The company of the workspace, and a switcher when the user has several (owned or as a partner). */
function CompanySwitcher({ user, company }: { user: User; company: Company }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const navigate = useNavigate();
  const unnamed = t('shell.unnamed');
  const companies = listUserCompanies(user);
  const current = companyLabel(company, unnamed);
  const options = companies.some((entry) => entry.id === company.id)
    ? companies
    : [{ id: company.id, name: company.name, legal_name: company.legal_name }, ...companies];

  if (options.length < 2) {
    return (
      <Box>
        <Text fz="xs" fw={700} tt="uppercase" c="gray.7">
          {t('shell.company')}
        </Text>
        <Text fw={700} lineClamp={2}>
          {current}
        </Text>
        {company.friendly_id && (
          <Text fz="sm" c="gray.7" ff="monospace">
            {company.friendly_id}
          </Text>
        )}
      </Box>
    );
  }
  return (
    <Select
      label={t('shell.switch_company')}
      value={String(company.id)}
      allowDeselect={false}
      checkIconPosition="right"
      data={options.map((entry) => ({ value: String(entry.id), label: companyLabel(entry, unnamed) }))}
      onChange={(value) => {
        if (value && value !== String(company.id)) {
          void navigate(routeUrl(language, { name: 'Dashboard', params: { company_id: value } }));
        }
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The frame of a company's pages (/{lang}/dashboard/{company_id}/...): a header with the burger (phones), the
 * brand, the language switcher and the account menu; a sidebar with the company (switcher), the onboarding
 * progress and the workspace pages, which retracts to icons on wide screens (remembered as the user's
 * sidebar_retract); and the support assistant.
 */
export function WorkspaceLayout() {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const loaded = useLoaderData<CompanyPageData>();
  const user = useQuery(profileQueryOptions()).data ?? loaded.user;
  const company = useCompanyProfile(loaded.company.id, loaded.company) ?? loaded.company;
  const menu = useOffCanvasMenu();
  const [retracted, setRetracted] = useState(user.sidebar_retract);
  const compact = retracted && menu.wide;
  const checklist = useMemo(() => onboardingChecklist(company, user, new Date()), [company, user]);

  const toggleRetracted = () => {
    const next = !retracted;
    setRetracted(next);
    // Until the API has the route (or while offline), the choice simply lasts for this visit.
    updateSidebar(user.id, next)
      .then(() =>
        queryClient.setQueryData<User>(profileQueryKey, (before) =>
          before ? { ...before, sidebar_retract: next } : before,
        ),
      )
      .catch(() => undefined);
  };

  const links = WORKSPACE_NAV.filter((key) => navShown(company, key)).map((key) => {
    const href = workspaceHref(language, company.id, key);
    const IconComponent = NAV_ICONS[key];
    // A partner bank's page (banks/{id}/{bank}) belongs to Banks.
    const active =
      location.pathname === href ||
      location.pathname.startsWith(`${href}/`) ||
      (key === 'banks' && location.pathname.startsWith(paths.partnerBank(language, company.id, '')));
    const label = t(`nav.${key}`);
    const link = (
      <NavLink
        key={key}
        component={Link}
        to={href}
        onClick={() => menu.onNavigate(href)}
        active={active}
        aria-current={active ? 'page' : undefined}
        aria-label={compact ? label : undefined}
        label={compact ? undefined : label}
        leftSection={<IconComponent size={20} aria-hidden />}
        variant="light"
        styles={{
          root: { minHeight: 44, borderRadius: 'var(--mantine-radius-md)' },
          section: compact ? { marginInlineEnd: 0 } : undefined,
        }}
      />
    );
    return compact ? (
      <Tooltip key={key} label={label} position="right" withArrow>
        {link}
      </Tooltip>
    ) : (
      link
    );
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { sm: compact ? 76 : 272 },
        breakpoint: 'sm',
        collapsed: { mobile: !menu.opened },
      }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink onSkip={menu.skipToContent} />
      <AppShell.Header>
        <HeaderBar
          h="100%"
          home={workspaceHref(language, company.id, 'home')}
          menu={{ opened: menu.opened, onToggle: menu.toggle, controls: menu.navbarProps.id }}
          menuButtonRef={menu.buttonRef}
          actions={
            <AccountMenu name={user.first_names} onSignOut={() => void logout()}>
              <Menu.Item
                component={Link}
                to={routeUrl(language, 'Companies')}
                leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}
              >
                {t('shell.my_companies')}
              </Menu.Item>
            </AccountMenu>
          }
        />
      </AppShell.Header>

      {/* Open on a phone, the menu covers the support launcher (z-index 150) but not dialogs (200). */}
      <AppShell.Navbar
        p={compact ? 'xs' : 'md'}
        aria-label={t('nav.label')}
        zIndex={menu.opened ? 160 : undefined}
        {...menu.navbarProps}
      >
        <AppShell.Section>
          <Stack gap="sm" align={compact ? 'center' : 'stretch'}>
            {!compact && <CompanySwitcher user={user} company={company} />}
            <OnboardingProgress checklist={checklist} compact={compact} companyType={company.company_type} />
          </Stack>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mt="sm" mx={compact ? 0 : -4} px={compact ? 0 : 4}>
          <Stack gap={2}>{links}</Stack>
        </AppShell.Section>
        <AppShell.Section visibleFrom="sm" pt="xs">
          {compact ? (
            <Tooltip label={t('shell.expand')} position="right" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                c="gray.8"
                size={44}
                onClick={toggleRetracted}
                aria-label={t('shell.expand')}
              >
                <IconLayoutSidebarLeftExpand size={22} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              variant="subtle"
              color="gray"
              c="gray.8"
              fullWidth
              px="sm"
              fz="sm"
              styles={{ inner: { justifyContent: 'flex-start' } }}
              leftSection={<IconLayoutSidebarLeftCollapse size={20} aria-hidden />}
              onClick={toggleRetracted}
            >
              {t('shell.retract')}
            </Button>
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0" {...menu.mainProps}>
        <Container size="md" px={0} pb={SUPPORT_LAUNCHER_CLEARANCE}>
          <Outlet />
          <Box component="footer" mt="xl">
            <LegalFooter />
          </Box>
        </Container>
      </AppShell.Main>
      <ReconsentDialog onSignOut={() => void logout().then(() => navigate(routeUrl(language, 'Login')))} />
      {/* Its launcher is under the open menu on a phone: out of reach there until the menu closes. */}
      <div inert={menu.pageCovered}>
        <SupportWidget
          companyId={company.id}
          user={user}
          company={{ name: company.legal_name ?? company.name, friendly_id: company.friendly_id }}
        />
      </div>
    </AppShell>
  );
}
