import type { Storefront } from '@storefront/contracts';

export function StoreShell({ store, children }: { store: Storefront; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b p-4 font-semibold">{store.name}</header>
      <main className="flex-1">{children}</main>
      <footer className="border-t p-4 text-sm">{store.settings.copyrightText}</footer>
    </div>
  );
}
