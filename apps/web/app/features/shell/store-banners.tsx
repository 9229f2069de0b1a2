import { readableTextColor, storeStatusBanner, type Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/** Banners above the navbar (§4): the draft/demo status notice and the owner's alert. */
export function StoreBanners({ store }: { store: Storefront }) {
  const { t } = useTranslation();
  const status = storeStatusBanner(store.status);
  const { alertText, alertBackgroundColor } = store.settings;
  return (
    <>
      {status ? (
        <div className="bg-amber-100 px-4 py-1.5 text-center text-xs font-semibold tracking-wide text-amber-900 uppercase">
          {t('SHELL.storeStatus', {
            status: t(`SHELL.status.${store.status}`, { defaultValue: status }),
          })}
        </div>
      ) : null}
      {alertText.trim() ? (
        <div
          data-testid="alert-banner"
          className="px-4 py-2 text-center text-sm font-medium"
          style={{
            backgroundColor: alertBackgroundColor,
            color: readableTextColor(alertBackgroundColor),
          }}
        >
          {alertText}
        </div>
      ) : null}
    </>
  );
}
