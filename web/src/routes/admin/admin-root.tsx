import { Outlet } from 'react-router-dom';
import '../../styles/auth.css';
import '../../styles/admin.css';
import '../../styles/admin-list.css';
import '../../styles/admin-phone.css';

/** Everything under /admin: loads the back office's styles once, for the shell and sign-in alike. */
export function Component() {
  return <Outlet />;
}
