import type { AddToCartWarning } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { AlertCircleIcon, CartIcon } from '../../components/ui/icons.tsx';
import { QuantitySpinner } from './quantity-spinner.tsx';
import type { ProductChoice } from './use-product-choice.ts';

/** Warnings the fields show next to themselves rather than in the list. */
const SHOWN_AT_FIELD: AddToCartWarning[] = ['invalidEmail', 'amountTooHigh'];

/**
 * Warnings, quantity and Add to Cart (§5): the approval warnings always; the choice's own once
 * Add to Cart was tried. The button is disabled, and says Out of Stock, when the product cannot
 * be bought or the chosen size has too few left; on the kit page it says Max. Qty Allowed once the
 * kit allows no more of it. The cart checks the item again; its refusal
 * shows with the warnings.
 */
type PurchasePanelProps = {
  choice: ProductChoice;
  /** Called on Add to Cart with a choice that has no problems. */
  onAdd: () => void;
  adding: boolean;
  /** Why the cart refused the last add, in the server's words. */
  refusal: string | null;
};

export function PurchasePanel({ choice, onAdd, adding, refusal }: PurchasePanelProps) {
  const { t } = useTranslation();
  const warnings = [
    ...choice.blocks.map((block) => t(`PRODUCT.warnings.${block}`)),
    ...(choice.tried
      ? choice.problems.warnings
          .filter((warning) => !SHOWN_AT_FIELD.includes(warning))
          .map((warning) => t(`PRODUCT.warnings.${warning}`))
      : []),
    ...(refusal ? [refusal] : []),
  ];

  return (
    <div className="space-y-4">
      {warnings.length ? (
        <ul role="alert" className="space-y-2">
          {warnings.map((warning) => (
            <li
              key={warning}
              className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 [&_svg]:mt-px [&_svg]:size-4 [&_svg]:shrink-0"
            >
              <AlertCircleIcon />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-3">
        <QuantitySpinner
          value={choice.quantity}
          onChange={choice.setQuantity}
          max={choice.maxQuantity}
        />
        <Button
          size="lg"
          disabled={!choice.canAdd || adding}
          aria-busy={adding || undefined}
          onClick={() => {
            if (choice.tryAdd()) onAdd();
          }}
          className="h-12 flex-1"
        >
          <CartIcon />
          {t(buttonLabel(choice))}
        </Button>
      </div>
    </div>
  );
}

function buttonLabel(choice: ProductChoice): string {
  if (choice.overKitLimit) return 'GIFTING.maxQuantity';
  return choice.outOfStock ? 'PRODUCT.outOfStock' : 'PRODUCT.addToCart';
}
