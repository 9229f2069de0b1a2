import type { PlatformStore } from '@storefront/contracts';
import { MailPlus } from 'lucide-react';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

type StoresTableProps = {
  stores: PlatformStore[];
  /** The port the operator reached the platform on, for the stores' links. */
  portSuffix: string;
  onInvite: (store: PlatformStore) => void;
};

/** Every store: a table on the desktop, a card per store on the phone. */
export function StoresTable({ stores, portSuffix, onInvite }: StoresTableProps) {
  const { t, i18n } = useTranslation('console');
  const created = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('operator.storesCaption')}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-600 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('operator.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('operator.host')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('operator.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('operator.orders')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('operator.created')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">{t('operator.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {stores.map((store) => (
            <tr key={store.id} className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 md:table-row md:p-0">
              <th scope="row" className="col-span-2 font-semibold md:px-4 md:py-3">
                {store.name}
                <span className="block text-xs font-normal text-gray-600">
                  {store.company_name}
                </span>
              </th>
              <td className="col-span-2 md:px-4 md:py-3">
                <a
                  href={`//${store.host}${portSuffix}/`}
                  className="text-gray-800 underline underline-offset-2"
                >
                  {store.host}
                </a>
              </td>
              <td className="md:px-4 md:py-3">
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">
                  {t(`status.${store.status}.label`)}
                </span>
              </td>
              <td className="text-right md:px-4 md:py-3">
                {t('operator.orderCount', { count: store.order_count })}
              </td>
              <td className="col-span-2 text-gray-600 md:px-4 md:py-3">
                {created(store.created_at)}
              </td>
              <td className="col-span-2 mt-2 md:mt-0 md:px-4 md:py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => onInvite(store)}>
                    <MailPlus className="size-4" aria-hidden />
                    {t('operator.inviteOwner')}
                    <span className="sr-only">{store.name}</span>
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="intent" value="open" />
                    <input type="hidden" name="storeId" value={store.id} />
                    <Button type="submit" size="sm" disabled={store.owner_count === 0}>
                      <ExternalLinkIcon className="size-4" aria-hidden />
                      {t('operator.openConsole')}
                      <span className="sr-only">{store.name}</span>
                    </Button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
