export { MainPage } from './main-page.tsx';
