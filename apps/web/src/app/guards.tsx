import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/auth-storage.ts';
import { paths } from '../config/paths.ts';

/** Protected routes (spec §2): without a token the user is sent to / (which leads to /login). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}

/** /administrator is for admins; anyone else signed in goes home. */
export function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to={paths.root} replace />;
  if (session.type !== 'admin') return <Navigate to={paths.main} replace />;
  return <Outlet />;
}

/**
 * /registerestabeshiment: admins add venues to an owner, owners add and remove their own (decision 032);
 * a visitor goes home.
 */
export function RequireAdminOrOwner() {
  const session = useSession();
  if (!session) return <Navigate to={paths.root} replace />;
  if (session.type === 'user') return <Navigate to={paths.main} replace />;
  return <Outlet />;
}

/** An admin already signed in who opens /login goes to /administrator (spec §2). */
export function AdminLeavesLogin() {
  const session = useSession();
  if (session?.type === 'admin') return <Navigate to={paths.administrator} replace />;
  return <Outlet />;
}
