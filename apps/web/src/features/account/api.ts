import type { Profile } from '@noite/shared';
import { api } from '../../lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

export interface EditProfileValues {
  name: string;
  countryCode: string;
  phone: string;
  password?: string;
  profileImage?: File | null;
}

export const accountApi = {
  profile: () => api.get<Profile>('/user/profile', { action: 'account' }).then((result) => result.data),
  /** multipart POST /user/edit-profile: profileImage (optional), name, countryCode, phone, password (optional). */
  editProfile: (values: EditProfileValues) => {
    const body = new FormData();
    if (values.profileImage) body.append('profileImage', values.profileImage);
    body.append('name', values.name);
    body.append('countryCode', values.countryCode);
    body.append('phone', values.phone);
    if (values.password) body.append('password', values.password);
    return api.postForm<Profile>('/user/edit-profile', body, { action: 'account', notifySuccess: true });
  },
};
