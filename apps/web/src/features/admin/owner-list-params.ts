import { LIMITS, OWNER_SORTS, type OwnerListQuery, type OwnerSort } from '@noite/shared';

/** The owners table's view as the URL keeps it (?page=2&sort=name&order=1&search=ana), so back and reload return to it. */
export interface OwnerListView {
  page: number;
  sort: OwnerSort;
  order: 1 | -1;
  search: string;
}

export const DEFAULT_VIEW: OwnerListView = { page: 1, sort: 'createdAt', order: -1, search: '' };

/** The search box's text: no leading space (spec §5 "Search text"). */
export const cleanSearch = (value: string) => value.replace(/^\s+/, '').slice(0, 100);

export function readView(params: URLSearchParams): OwnerListView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort') as OwnerSort | null;
  const order = params.get('order');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : DEFAULT_VIEW.page,
    sort: sort && OWNER_SORTS.includes(sort) ? sort : DEFAULT_VIEW.sort,
    order: order === '1' ? 1 : order === '-1' ? -1 : DEFAULT_VIEW.order,
    search: cleanSearch(params.get('search') ?? ''),
  };
}

/** The view as search params, leaving defaults out. */
export function writeView(view: OwnerListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', String(view.order));
  if (view.search.trim()) params.set('search', view.search.trim());
  return params;
}

/** Spec §9: pages of 5, offset = 5 × (page − 1). */
export function listQueryOf(view: OwnerListView): OwnerListQuery {
  return {
    offset: LIMITS.adminPageSize * (view.page - 1),
    limit: LIMITS.adminPageSize,
    search: view.search.trim(),
    sort: view.sort,
    order: view.order,
  };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LIMITS.adminPageSize));
