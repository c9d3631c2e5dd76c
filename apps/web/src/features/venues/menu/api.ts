import type { EditItemsInput, EditMenuInput, VenueDetails, VenueMenu, VenueMenuCategory } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /establishment/edit-menu: each category's active state; answers the whole menu. */
export function editMenu(body: EditMenuInput) {
  return api.post<VenueMenu>('/establishment/edit-menu', body);
}

/** POST /establishment/edit-items: a category's whole list of items; answers the category. */
export function editItems(body: EditItemsInput) {
  return api.post<VenueMenuCategory>('/establishment/edit-items', body);
}

/** The venue with one menu category replaced by its saved copy. */
export function withCategory(venue: VenueDetails, category: VenueMenuCategory): VenueDetails {
  return { ...venue, menu: venue.menu.map((entry) => (entry._id === category._id ? category : entry)) };
}
