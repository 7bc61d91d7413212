/** The back office; client-rendered and loaded only on /admin (never on public pages). */
export function AdminApp() {
  return (
    <main id="main" className="container">
      <h1>Admin</h1>
    </main>
  );
}
