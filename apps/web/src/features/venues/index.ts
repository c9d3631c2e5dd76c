export { VenueAboutPage, VenueDetailPage } from './venue-detail-page.tsx';
