import {
  CAMPAIGN_LANGUAGES,
  type Campaign,
  type CampaignLanguage,
  type NewCampaignBody,
} from '@storefront/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ImageUpload, useConsoleUpload } from '../../components/ui/image-upload.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { budgetCents, budgetText } from './format.ts';
import { ProductPicker } from './product-picker.tsx';

type KitProduct = { product_id: number; name: string; required: boolean; quantity: number };
export type CampaignFormAnswer = {
  message?: string;
  errors?: Record<string, string[]>;
  saved?: boolean;
};

/**
 * The campaign builder: name, banner, picks, products (picked with the product list's filters,
 * each required or not with its quantity), prices hidden, budget (dollars), link expiry,
 * reminders and the e-mails' language. Posts the campaign as JSON to the page's action.
 */
export function CampaignForm({
  campaign,
  productNames,
}: {
  campaign: Campaign | null;
  /** Names of the campaign's products, by id. */
  productNames: Record<number, string>;
}) {
  const { t } = useTranslation('console');
  const upload = useConsoleUpload();
  const fetcher = useFetcher<CampaignFormAnswer>();
  const [name, setName] = useState(campaign?.name ?? '');
  const [banner, setBanner] = useState<string | null>(campaign?.banner_path ?? null);
  const [amount, setAmount] = useState(String(campaign?.amount ?? 3));
  const [hidePrices, setHidePrices] = useState(campaign?.hide_prices ?? false);
  const [budget, setBudget] = useState(budgetText(campaign?.budget_cents ?? null));
  const [expiry, setExpiry] = useState(String(campaign?.link_expiry_days ?? 30));
  const [reminderDays, setReminderDays] = useState(String(campaign?.reminder_days ?? 3));
  const [reminders, setReminders] = useState(campaign?.reminders_enabled ?? true);
  const [language, setLanguage] = useState<CampaignLanguage>(campaign?.language ?? 'en');
  const [products, setProducts] = useState<KitProduct[]>(
    campaign?.products.map((p) => ({
      ...p,
      name: productNames[p.product_id] ?? `#${p.product_id}`,
    })) ?? [],
  );
  const [localError, setLocalError] = useState<string | null>(null);
  const errors = fetcher.data?.errors ?? {};
  const first = (key: string) => errors[key]?.[0] ?? null;
  const ids = useId();

  const change = (id: number, patch: Partial<KitProduct>) =>
    setProducts((list) => list.map((p) => (p.product_id === id ? { ...p, ...patch } : p)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const budget_cents = budgetCents(budget);
    if (Number.isNaN(budget_cents)) return setLocalError(t('campaigns.form.badBudget'));
    if (!products.length) return setLocalError(t('campaigns.form.noProducts'));
    setLocalError(null);
    const body: NewCampaignBody = {
      name,
      amount: Number(amount),
      hide_prices: hidePrices,
      budget_cents,
      banner_path: banner,
      link_expiry_days: expiry ? Number(expiry) : null,
      reminder_days: Number(reminderDays),
      reminders_enabled: reminders,
      language,
      products: products.map(({ product_id, required, quantity }) => ({
        product_id,
        required,
        quantity,
      })),
    };
    void fetcher.submit({ intent: 'save', body } as never, {
      method: 'post',
      encType: 'application/json',
    });
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <ConsoleCard title={t('campaigns.form.kit')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('campaigns.form.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={first('name')}
            required
            maxLength={200}
          />
          <TextField
            label={t('campaigns.form.picks')}
            type="number"
            min={1}
            max={50}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={first('amount')}
          />
          <TextField
            label={t('campaigns.form.budget')}
            inputMode="decimal"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            placeholder={t('campaigns.form.budgetNone')}
            error={first('budget_cents')}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5"
              checked={hidePrices}
              onChange={(e) => setHidePrices(e.target.checked)}
            />
            {t('campaigns.form.hidePrices')}
          </label>
        </div>
        <div className="mt-4">
          <ImageUpload
            {...upload}
            label={t('campaigns.form.banner')}
            hint={t('campaigns.form.bannerHint')}
            value={banner}
            onChange={setBanner}
            error={first('banner_path')}
          />
        </div>
      </ConsoleCard>

      <ConsoleCard
        title={t('campaigns.form.products')}
        description={t('campaigns.form.productsHelp')}
      >
        {products.length ? (
          <ul
            className="mb-4 divide-y divide-gray-100 rounded-lg border border-gray-200"
            aria-label={t('campaigns.form.chosenProducts')}
          >
            {products.map((p) => (
              <li key={p.product_id} className="flex flex-wrap items-center gap-2 p-3 sm:gap-3">
                <span className="min-w-0 basis-full font-medium sm:basis-0 sm:flex-1">
                  {p.name}
                </span>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={p.required}
                    onChange={(e) => change(p.product_id, { required: e.target.checked })}
                  />
                  {t('campaigns.form.required')}
                </label>
                <label className="flex items-center gap-2 text-sm">
                  {t('campaigns.form.quantity')}
                  <input
                    type="number"
                    min={1}
                    max={50}
                    className={`${inputClass} w-16 sm:w-20`}
                    value={p.quantity}
                    onChange={(e) =>
                      change(p.product_id, { quantity: Number(e.target.value) || 1 })
                    }
                  />
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto"
                  aria-label={t('campaigns.form.remove', { name: p.name })}
                  onClick={() =>
                    setProducts((list) => list.filter((x) => x.product_id !== p.product_id))
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {first('products') ? (
          <p className="mb-3 text-sm text-red-700">{first('products')}</p>
        ) : null}
        <ProductPicker
          chosen={products.map((p) => p.product_id)}
          onAdd={(row) =>
            setProducts((list) => [
              ...list,
              { product_id: row.id, name: row.name, required: false, quantity: 1 },
            ])
          }
        />
      </ConsoleCard>

      <ConsoleCard title={t('campaigns.form.links')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={t('campaigns.form.expiry')}
            type="number"
            min={1}
            max={365}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={first('link_expiry_days')}
          />
          <TextField
            label={t('campaigns.form.reminderDays')}
            type="number"
            min={1}
            max={60}
            value={reminderDays}
            onChange={(e) => setReminderDays(e.target.value)}
            error={first('reminder_days')}
          />
          <div>
            <label htmlFor={`${ids}-lang`} className="mb-1.5 block text-sm font-medium">
              {t('campaigns.form.language')}
            </label>
            <select
              id={`${ids}-lang`}
              className={inputClass}
              value={language}
              onChange={(e) => setLanguage(e.target.value as CampaignLanguage)}
            >
              {CAMPAIGN_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`campaigns.languages.${l}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={reminders}
            onChange={(e) => setReminders(e.target.checked)}
          />
          {t('campaigns.form.reminders')}
        </label>
      </ConsoleCard>

      {localError || fetcher.data?.message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {localError ?? fetcher.data?.message}
        </p>
      ) : null}
      {fetcher.data?.saved && fetcher.state === 'idle' ? (
        <p role="status" className="text-sm text-green-800">
          {t('campaigns.form.saved')}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={fetcher.state !== 'idle'} className="w-full sm:w-auto">
          {campaign ? t('campaigns.form.save') : t('campaigns.form.create')}
        </Button>
      </div>
    </form>
  );
}
