import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The page the URL's `page` parameter asks for: 1 when it is missing or not a page number. */
export const pageFromUrl = (params: URLSearchParams): number =>
  Math.max(1, Number(params.get('page') ?? '1') || 1);

type UrlPaginationProps = {
  /** How many items the list has in all, and how many a page shows. */
  total: number;
  pageSize: number;
  /** The page shown, as read from the URL. */
  page: number;
};

/**
 * The pages of a long list, with the controls named in the operator's language. The page chosen is written into
 * the URL's `page` parameter beside the list's filters, so a link keeps it. Nothing shows when one page holds all.
 */
export function UrlPagination({ total, pageSize, page }: UrlPaginationProps) {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  if (total <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={(chosen) => {
        const next = new URLSearchParams(params);
        next.set('page', String(chosen));
        setParams(next);
      }}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
    />
  );
}
