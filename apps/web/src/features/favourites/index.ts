export { FavoritePage } from './favorite-page.tsx';
