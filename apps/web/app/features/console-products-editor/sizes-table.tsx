import { sortSizes } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { TextInput } from './editor-fields.tsx';
import { emptySize, type SizeRow } from './product-form.ts';

/** Each cell says what it is on a phone; on wider screens the column headings do. */
const PHONE_LABEL = 'mb-1 block text-xs text-gray-600 sm:sr-only';

/** A colour's sizes: price in dollars, stock and weight; kept in the store's size order (§9). */
export function SizesTable({
  colour,
  sizes,
  onChange,
  errorOf,
}: {
  colour: string;
  sizes: SizeRow[];
  onChange: (sizes: SizeRow[]) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('console');
  const change = (i: number, size: Partial<SizeRow>) =>
    onChange(sizes.map((s, j) => (j === i ? { ...s, ...size } : s)));
  const label = (name: string, i: number) =>
    t(`productEditor.sizes.${name}Of`, { size: sizes[i]!.size || i + 1, colour });
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {t('productEditor.sizes.title')}
      </legend>
      <div
        className="hidden grid-cols-[1fr_1fr_1fr_1fr_2.5rem] gap-2 text-xs font-medium text-gray-600 sm:grid"
        aria-hidden
      >
        <span>{t('productEditor.sizes.size')}</span>
        <span>{t('productEditor.sizes.price')}</span>
        <span>{t('productEditor.sizes.stock')}</span>
        <span>{t('productEditor.sizes.weight')}</span>
      </div>
      <ul className="space-y-3 sm:space-y-2">
        {sizes.map((size, i) => (
          <li
            key={size.key}
            className="grid grid-cols-2 items-start gap-2 rounded-lg border border-gray-200 p-2 sm:grid-cols-[1fr_1fr_1fr_1fr_2.5rem] sm:border-0 sm:p-0"
          >
            <TextInput
              label={t('productEditor.sizes.sizeNumber', { number: i + 1, colour })}
              labelClassName={PHONE_LABEL}
              placeholder={t('productEditor.sizes.size')}
              value={size.size}
              error={errorOf(`sizes.${i}.size`) ?? errorOf(`sizes.${i}`)}
              onChange={(value) => change(i, { size: value })}
            />
            <TextInput
              label={label('price', i)}
              labelClassName={PHONE_LABEL}
              inputMode="decimal"
              placeholder={t('productEditor.sizes.price')}
              value={size.price}
              error={errorOf(`sizes.${i}.price_cents`)}
              onChange={(value) => change(i, { price: value })}
            />
            <TextInput
              label={label('stock', i)}
              labelClassName={PHONE_LABEL}
              inputMode="numeric"
              placeholder={t('productEditor.sizes.stock')}
              value={size.quantity}
              error={errorOf(`sizes.${i}.quantity`)}
              onChange={(value) => change(i, { quantity: value })}
            />
            <TextInput
              label={label('weight', i)}
              labelClassName={PHONE_LABEL}
              inputMode="numeric"
              placeholder={t('productEditor.sizes.weight')}
              value={size.weight}
              error={errorOf(`sizes.${i}.weight_grams`)}
              onChange={(value) => change(i, { weight: value })}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={label('remove', i)}
              onClick={() => onChange(sizes.filter((_, j) => j !== i))}
            >
              <TrashIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {errorOf('sizes') ? <p className="mt-1.5 text-sm text-red-700">{errorOf('sizes')}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onChange([...sizes, emptySize()])}>
          <PlusIcon aria-hidden />
          {t('productEditor.sizes.add', { colour })}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(sortSizes(sizes))}>
          {t('productEditor.sizes.sort')}
        </Button>
      </div>
    </fieldset>
  );
}
