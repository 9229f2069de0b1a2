import {
  collapsedDescription,
  type ProductDescription as Description,
} from '@storefront/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The product details, collapsed to 4 bullets or 25 words (§9) with a button to show them all
 * and to collapse them again.
 */
export function ProductDescription({ description }: { description: Description }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsed = collapsedDescription(description);

  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-gray-200 pt-6">
      <h2 id={`${id}-title`} className="text-base font-semibold text-gray-900">
        {t('PRODUCT.details')}
      </h2>
      <div id={`${id}-body`} className="rich-text mt-3 text-sm leading-relaxed text-gray-700">
        {expanded || !collapsed.truncated ? (
          Array.isArray(description) ? (
            <Bullets bullets={description} />
          ) : (
            <div dangerouslySetInnerHTML={{ __html: description }} />
          )
        ) : collapsed.kind === 'bullets' ? (
          <Bullets bullets={collapsed.bullets} />
        ) : (
          <p>{collapsed.text}</p>
        )}
      </div>
      {collapsed.truncated ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded((was) => !was)}
          className="mt-3 rounded text-sm font-semibold text-brand-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t(expanded ? 'PRODUCT.showLess' : 'PRODUCT.showMore')}
        </button>
      ) : null}
    </section>
  );
}

function Bullets({ bullets }: { bullets: string[] }) {
  return (
    <ul>
      {bullets.map((bullet, i) => (
        <li key={i}>{bullet}</li>
      ))}
    </ul>
  );
}
