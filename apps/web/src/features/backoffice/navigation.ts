import type { Language } from '@forja/domain';
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCalculator,
  IconCalendarEvent,
  IconCash,
  IconChartFunnel,
  IconMoodSmile,
  IconToggleRight,
  IconListDetails,
  IconClipboardList,
  IconTruckDelivery,
  IconFileCertificate,
  IconHome,
  IconLifebuoy,
  IconLock,
  IconPackageImport,
  IconRefreshAlert,
  IconShieldCheck,
  IconSignature,
  IconFileUpload,
  IconWritingSign,
  IconUsersGroup,
  IconUserCheck,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';

/** The URL of a back-office page: `/{lang}/backoffice/{path}`. */
export function backofficePath(language: Language, path = ''): string {
  return `/${language}/backoffice${path ? `/${path.replace(/^\//, '')}` : ''}`;
}

export type BackofficeNavItem = {
  /** Path under /{lang}/backoffice ('' is the home page). */
  path: string;
  /** i18n key (namespace:key) of the label. */
  label: string;
  icon: Icon;
  /** Shown to admins only. */
  adminOnly?: boolean;
};

/** The back office's navigation, in order. Each queue adds its page here and in backoffice-routes.tsx. */
export const BACKOFFICE_NAV: BackofficeNavItem[] = [
  { path: '', label: 'backoffice:nav.home', icon: IconHome },
  { path: 'documents', label: 'backoffice-documents:nav.documents', icon: IconFileCertificate },
  {
    path: 'legal-representatives',
    label: 'backoffice-documents:nav.legal_representatives',
    icon: IconUsersGroup,
  },
  { path: 'support', label: 'backoffice-support:nav', icon: IconLifebuoy },
  { path: 'legal-names', label: 'backoffice-names:nav.legal_names', icon: IconSignature },
  { path: 'forja-documents', label: 'backoffice-names:nav.forja_documents', icon: IconFileUpload },
  { path: 'signing', label: 'backoffice:nav.signing', icon: IconWritingSign },
  { path: 'deed', label: 'backoffice-deed:nav', icon: IconTruckDelivery },
  { path: 'commissaries', label: 'backoffice:nav.commissaries', icon: IconUserShield },
  { path: 'commissaries/assignments', label: 'backoffice:nav.commissary_assignments', icon: IconUserCheck },
  { path: 'banks', label: 'backoffice-banks:nav.banks', icon: IconBuildingBank },
  { path: 'partner-banks', label: 'backoffice-banks:nav.partner_banks', icon: IconListDetails },
  { path: 'import', label: 'backoffice-banks:nav.import', icon: IconPackageImport },
  { path: 'accountants', label: 'backoffice-sat:nav.accountants', icon: IconCalculator },
  { path: 'appointments', label: 'backoffice-appointments:nav', icon: IconCalendarEvent },
  { path: 'orders', label: 'backoffice-companies:nav.orders', icon: IconCash },
  { path: 'companies', label: 'backoffice-companies:nav.companies', icon: IconBuildingStore },
  { path: 'privacy', label: 'backoffice-privacy:nav', icon: IconLock },
  { path: 'funnel', label: 'backoffice-analytics:nav', icon: IconChartFunnel },
  { path: 'surveys', label: 'backoffice-surveys:nav', icon: IconMoodSmile },
  { path: 'feature-flags', label: 'backoffice-surveys:nav_flags', icon: IconToggleRight, adminOnly: true },
  { path: 'jobs', label: 'backoffice:nav.jobs', icon: IconRefreshAlert },
  { path: 'audit', label: 'backoffice:nav.audit', icon: IconClipboardList },
  { path: 'staff', label: 'backoffice:nav.staff', icon: IconShieldCheck, adminOnly: true },
];

/** Icons queues may use for their entries, so the look stays consistent. */
export const QUEUE_ICONS = { documents: IconFileCertificate, support: IconLifebuoy, people: IconUsersGroup };
