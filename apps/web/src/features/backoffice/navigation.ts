import type { Language } from '@forja/domain';
import {
  IconClipboardList,
  IconFileCertificate,
  IconHome,
  IconLifebuoy,
  IconShieldCheck,
  IconUsersGroup,
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
  { path: 'audit', label: 'backoffice:nav.audit', icon: IconClipboardList },
  { path: 'staff', label: 'backoffice:nav.staff', icon: IconShieldCheck, adminOnly: true },
];

/** Icons queues may use for their entries, so the look stays consistent. */
export const QUEUE_ICONS = { documents: IconFileCertificate, support: IconLifebuoy, people: IconUsersGroup };
