import { POLICY, titleCase, type Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ContactEmails,
  LegalAddition,
  LegalArticle,
  LegalSection,
  legalLinkClass,
} from './legal-article.tsx';

const [productionMin, productionMax] = POLICY.productionBusinessDays;
const [shippingMin, shippingMax] = POLICY.shippingBusinessDays;

/**
 * The store's terms (§2 Static legal pages, figures from §9): nine numbered sections. The heading
 * goes through i18n; the legal body is English text kept here, as legal texts are maintained per
 * language by counsel rather than translated key by key.
 */
export function TermsAndConditions({ store }: { store: Storefront }) {
  const { t } = useTranslation();
  const company = store.company_name;
  const sections: Array<{ title: string; body: React.ReactNode }> = [
    {
      title: 'Custom-Made Products',
      body: (
        <p>
          Every product in this store is made to order for you with custom branding. Because each
          item is produced specifically for your order, it cannot be resold, and the policies below
          reflect that.
        </p>
      ),
    },
    {
      title: 'Production and Shipping Timeline',
      body: (
        <p>
          Production takes {productionMin}–{productionMax} business days after your order is placed.
          Shipping then takes {shippingMin}–{shippingMax} business days depending on the destination
          and carrier. These are estimates, not guarantees, and may be longer in busy periods.
        </p>
      ),
    },
    {
      title: 'Returns and Replacements',
      body: (
        <>
          <p>
            If your item arrives damaged or defective, contact us within {POLICY.damageClaimDays}{' '}
            days of delivery with your order number and photos of the problem, and we will replace
            it at no cost to you.
          </p>
          <p>
            As products are custom-made, we do not offer cancellations, refunds or exchanges for
            sizing issues or a change of mind. Please check the size guide before ordering.
          </p>
        </>
      ),
    },
    {
      title: 'Shipping and Delivery',
      body: (
        <p>
          Please make sure your shipping address is complete and correct. Packages returned to us as
          undeliverable because of an incorrect or incomplete address, or because they were not
          collected, may incur reshipping fees. Risk of loss passes to you on delivery to the
          carrier’s stated address.
        </p>
      ),
    },
    {
      title: 'Order Support',
      body: (
        <>
          <p>For questions about an order, write to us and include your order number:</p>
          <ContactEmails store={store} />
        </>
      ),
    },
    {
      title: 'Payment Processing',
      body: (
        <p>
          Payment is taken when you place your order. Payments are processed securely by our payment
          provider; we never store your full card details. Gift card balances and promo codes are
          applied at checkout and cannot be exchanged for cash.
        </p>
      ),
    },
    {
      title: 'Privacy',
      body: (
        <p>
          We handle your personal information as described in our{' '}
          <Link to="/privacy-policy" className={legalLinkClass}>
            Privacy Policy
          </Link>
          , which forms part of these terms.
        </p>
      ),
    },
    {
      title: 'Intellectual Property',
      body: (
        <p>
          All logos, trademarks, artwork and content in this store belong to {company} or its
          licensors. You may not copy, reproduce or use them without written permission from{' '}
          {company}.
        </p>
      ),
    },
    {
      title: 'Governing Law',
      body: (
        <p>
          These terms are governed by the laws of the jurisdiction in which {company} is
          established, without regard to its conflict-of-law rules. Any dispute will be handled by
          the courts of that jurisdiction.
        </p>
      ),
    },
  ];
  return (
    <LegalArticle heading={t('LEGAL.termsHeading', { store: titleCase(store.name) })}>
      <p>
        By placing an order in this store you agree to the terms below. Please read them carefully
        before you buy.
      </p>
      {sections.map((section, index) => (
        <LegalSection key={section.title} title={`${index + 1}. ${section.title}`}>
          {section.body}
        </LegalSection>
      ))}
      <LegalAddition store={store} text={store.settings.legal.terms} />
    </LegalArticle>
  );
}
