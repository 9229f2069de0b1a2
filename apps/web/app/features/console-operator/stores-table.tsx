import type { PlatformStore } from '@storefront/contracts';
import { MailPlus } from 'lucide-react';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ListTable, listRowClass } from '../../components/ui/list-table.tsx';

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
    <ListTable
      caption={t('operator.storesCaption')}
      heads={[
        { key: 'name', label: t('operator.name') },
        { key: 'host', label: t('operator.host') },
        { key: 'status', label: t('operator.status') },
        { key: 'orders', label: t('operator.orders'), className: 'text-right' },
        { key: 'created', label: t('operator.created') },
        { key: 'actions', label: t('operator.actions'), hidden: true },
      ]}
    >
      {stores.map((store) => (
        <tr key={store.id} className={listRowClass}>
          <th scope="row" className="col-span-2 font-semibold md:px-4 md:py-3">
            {store.name}
            <span className="block text-xs font-normal text-gray-600">{store.company_name}</span>
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
            <Badge className="bg-gray-100 text-gray-800">{t(`status.${store.status}.label`)}</Badge>
          </td>
          <td className="text-right md:px-4 md:py-3">
            {t('operator.orderCount', { count: store.order_count })}
          </td>
          <td className="col-span-2 text-gray-600 md:px-4 md:py-3">{created(store.created_at)}</td>
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
    </ListTable>
  );
}
