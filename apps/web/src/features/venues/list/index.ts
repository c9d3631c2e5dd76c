export { DoorListPage, DoorListTab, doorListLink } from './door-list-page.tsx';
export { DOOR_LIST_NS } from './i18n.ts';
export { DoorListDayLink } from './door-list-links.tsx';
