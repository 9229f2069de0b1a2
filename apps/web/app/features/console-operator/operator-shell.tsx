import type { Operator } from '@storefront/contracts';
import { Building2 } from 'lucide-react';
import { LogoutIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

/** The platform console's frame: the platform's name, the operator and the way out. */
export function OperatorShell({
  operator,
  children,
}: {
  operator: Operator | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="min-h-dvh bg-gray-50 text-gray-900">
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
        <Building2 className="size-5 text-gray-500" aria-hidden />
        <span className="font-semibold">{t('operator.title')}</span>
        {operator ? (
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden max-w-56 truncate text-sm text-gray-600 sm:inline">
              {operator.email}
            </span>
            <Form method="post" action="/operator/logout">
              <button
                type="submit"
                className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100"
              >
                <LogoutIcon className="size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">{t('shell.signOut')}</span>
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      <main id="operator-main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
        {children}
      </main>
    </div>
  );
}
