import type { EditProfileInput, Profile } from '@noite/shared';
import { api, apiDownload } from '../../lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

/** The edit-profile payload and the optional new picture, sent together as multipart. */
export type EditProfileRequest = EditProfileInput & { profileImage?: File | null };

export const accountApi = {
  profile: () => api.get<Profile>('/user/profile').then((result) => result.data),
  /** The caller's data as a JSON file (LGPD, decision 056). */
  exportData: () => apiDownload('/user/export'),
  /** multipart POST /user/edit-profile: profileImage (optional), name, countryCode, phone, password (optional). */
  editProfile: ({ profileImage, name, countryCode, phone, password }: EditProfileRequest) => {
    const body = new FormData();
    if (profileImage) body.append('profileImage', profileImage);
    body.append('name', name);
    body.append('countryCode', countryCode);
    body.append('phone', phone);
    if (password) body.append('password', password);
    return api.postForm<Profile>('/user/edit-profile', body);
  },
};
