/** The admin console's screens (one lazy chunk): /administrator and the three registration steps. */
export { AdministratorPage } from './administrator-page.tsx';
export { AuditLogPage } from './audit-log-page.tsx';
export { EditOwnerPage } from './edit-owner-page.tsx';
export { RegisterEstablishmentPage } from './register-establishment-page.tsx';
export { RegisterOwnerPage } from './register-owner-page.tsx';
