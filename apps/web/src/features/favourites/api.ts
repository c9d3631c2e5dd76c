import { api, type ApiResult } from '../../lib/api-client.ts';

export const favouritesApi = {
  /** `POST /user/establishment-like { establishmentId, like }` → `{ isFavourite }` (idempotent). */
  setLike: (establishmentId: string, like: boolean): Promise<ApiResult<{ isFavourite?: boolean } | null>> =>
    api.post<{ isFavourite?: boolean } | null>(
      '/user/establishment-like',
      { establishmentId, like },
      { notifyFailure: false },
    ),
};
