export { MenuDetailsPage, MenuPage } from './menu-pages.tsx';
export { MenuTiles } from './menu-tiles.tsx';
