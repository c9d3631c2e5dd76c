import type { BannerAdded, DeleteBannerInput, ReorderBannersInput, VenueBanners, VenueLogo } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

export interface PictureUpload {
  establishmentId: string;
  file: File;
}

function pictureForm(fileField: 'logo' | 'banner', { establishmentId, file }: PictureUpload): FormData {
  const body = new FormData();
  // The venue first: the server reads the fields before the file.
  body.append('establishmentId', establishmentId);
  body.append(fileField, file);
  return body;
}

export const picturesApi = {
  /** multipart POST /establishment/add-logo: establishmentId, logo. */
  addLogo: (upload: PictureUpload) => api.postForm<VenueLogo>('/establishment/add-logo', pictureForm('logo', upload)),
  /** multipart POST /establishment/edit-banners: establishmentId, banner. */
  addBanner: (upload: PictureUpload) =>
    api.postForm<BannerAdded>('/establishment/edit-banners', pictureForm('banner', upload)),
  deleteBanner: (input: DeleteBannerInput) => api.post<VenueBanners>('/establishment/delete-banners', input),
  reorderBanners: (input: ReorderBannersInput) => api.post<VenueBanners>('/establishment/reorder-banners', input),
};
