import { AUDIT_PAGE_SIZE } from '@noite/shared';
import type {
  AdminOwner,
  AuditLogPage,
  AdminVenue,
  BlockOwnerInput,
  CreateEstablishmentInput,
  DeleteOwnerInput,
  EditOwnerInput,
  EstablishmentFormInput,
  GeoPlaceDto,
  HomePage,
  HomeQueryInput,
  OwnerDetail,
  OwnerListPage,
  OwnerListQuery,
  OwnerSignUpInput,
  VenueDetails,
} from '@noite/shared';
import { api } from '../../lib/api-client.ts';

/** An owner-list answer, or an empty page when the answer has no list (never crash the table). */
export function asOwnerPage(data: unknown): OwnerListPage {
  if (!data || typeof data !== 'object') return { items: [], total: 0 };
  const { items, total } = data as Partial<OwnerListPage>;
  const list = Array.isArray(items) ? items : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}

/** The establishment form as an owner sends it: no owner, no plan. */
export type OwnEstablishmentInput = Omit<EstablishmentFormInput, 'plan'>;

function asOwnList(data: unknown): HomePage {
  const { items, total } = (data ?? {}) as Partial<HomePage>;
  const list = Array.isArray(items) ? items : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}

function asDetail(data: unknown): OwnerDetail {
  const detail = (data ?? {}) as Partial<OwnerDetail>;
  if (!detail.owner) throw new Error('owner-detail answered without an owner');
  return { owner: detail.owner, establishments: Array.isArray(detail.establishments) ? detail.establishments : [] };
}

export const adminKeys = {
  all: ['admin'] as const,
  owners: () => [...adminKeys.all, 'owners'] as const,
  ownerList: (query: OwnerListQuery) => [...adminKeys.owners(), query] as const,
  ownerDetail: (userId: string) => [...adminKeys.all, 'owner', userId] as const,
  geoSearch: (q: string) => ['geo', 'search', q] as const,
  auditLog: (offset: number) => [...adminKeys.all, 'audit-log', offset] as const,
};

/** The admin endpoints (API contract, "Admin"): all POST under /api/v1/admin. */
export const adminApi = {
  /** GET /admin/audit-log (decision 055): a page, newest first. */
  auditLog: (offset: number, signal?: AbortSignal) =>
    api
      .get<AuditLogPage>(`/admin/audit-log?offset=${offset}&limit=${AUDIT_PAGE_SIZE}`, { signal })
      .then((result) => ({ items: result.data?.items ?? [], total: result.data?.total ?? 0 })),
  ownerList: (query: OwnerListQuery, signal?: AbortSignal) =>
    api.post<OwnerListPage>('/admin/owner-list', query, { signal }).then((result) => asOwnerPage(result.data)),
  ownerDetail: (userId: string, signal?: AbortSignal) =>
    api.post<OwnerDetail>('/admin/owner-detail', { userId }, { signal }).then((result) => asDetail(result.data)),
  ownerSignUp: (body: OwnerSignUpInput) => api.post<AdminOwner>('/admin/owner-sign-up', body),
  editOwner: (body: EditOwnerInput) => api.post<OwnerDetail>('/admin/edit-owner', body),
  blockOwner: (body: BlockOwnerInput) => api.post<AdminOwner>('/admin/block-owner', body),
  /** Answers the refreshed page of the list query it was given. */
  deleteOwner: (body: DeleteOwnerInput) => api.post<OwnerListPage>('/admin/delete-owner', body),
  createEstablishment: (body: CreateEstablishmentInput) => api.post<AdminVenue>('/admin/create-establishment', body),
  deleteEstablishment: (establishmentId: string) => api.post<null>('/admin/delete-establishment', { establishmentId }),
  /** An owner's own venue: the server sets the owner and the plan (decision 032). */
  createOwnEstablishment: (body: OwnEstablishmentInput) => api.post<AdminVenue>('/admin/create-establishment', body),
  /** `POST /user/home` as an owner: their own venues, wherever they are. */
  ownVenues: (body: HomeQueryInput, signal?: AbortSignal) =>
    api.post<HomePage>('/user/home', body, { signal }).then((result) => asOwnList(result.data)),
  /** `POST /establishment/details`: to an owner of the venue it includes the business fields. */
  venueDetails: (establishmentId: string, signal?: AbortSignal) =>
    api.post<VenueDetails>('/establishment/details', { establishmentId }, { signal }).then((result) => result.data),
  /** `GET /geo/search?q=`: places best first (the offline geocoder answers nothing for a CEP). */
  geoSearch: (q: string, signal?: AbortSignal) =>
    api
      .get<GeoPlaceDto[]>(`/geo/search?q=${encodeURIComponent(q)}`, { signal })
      .then((result) => (Array.isArray(result.data) ? result.data : [])),
};
