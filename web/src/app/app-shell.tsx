import { Outlet, useMatches } from 'react-router-dom';
import { DocumentMeta } from './document-meta.tsx';

/** Root of every page; keeps the document title in step on client-side navigation. */
export function AppShell() {
  const matches = useMatches();
  const isAdmin = matches.some((m) => m.id === 'admin');
  return (
    <>
      {isAdmin ? null : <DocumentMeta />}
      <Outlet />
    </>
  );
}
