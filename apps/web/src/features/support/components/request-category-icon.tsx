import { requestCategoryIcon, type RequestCategoryIcon } from '@forja/domain';
import {
  IconBrandAmazon,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCalculator,
  IconFiles,
  IconMessageQuestion,
  IconPackageImport,
  IconQuestionMark,
  type TablerIcon,
} from '@tabler/icons-react';

/** One Tabler icon per icon key of @forja/domain's requestCategoryIcon. */
const ICONS: Record<RequestCategoryIcon, TablerIcon> = {
  incorporation: IconBuildingSkyscraper,
  bank_opening: IconBuildingBank,
  amazon_import: IconBrandAmazon,
  accounting: IconCalculator,
  contracting_advice: IconBriefcase,
  import_registration: IconPackageImport,
  other_inquiry: IconMessageQuestion,
  documentation: IconFiles,
  generic: IconQuestionMark,
};

/** The icon of a support request's main category; decorative, since the category is written beside it. */
export function RequestCategoryIconView({ category, size = 20 }: { category: string; size?: number }) {
  const key = requestCategoryIcon(category);
  const Component = ICONS[key];
  return <Component size={size} aria-hidden data-icon={key} />;
}
