import { POLICY, type Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ContactEmails,
  LegalAddition,
  LegalArticle,
  LegalList,
  LegalSection,
  legalLinkClass,
} from './legal-article.tsx';

const {
  childrenAgeLimit,
  dataRequestDays,
  dataRequestExtensionDays,
  dataRequestLookbackMonths,
  lastUpdated,
  minorsRemovalAge,
} = POLICY;

/**
 * The store's privacy policy (§2 Static legal pages, figures from §9). Headings go through
 * i18n; the legal body is English text kept here, as legal texts are maintained per language
 * by counsel rather than translated key by key.
 */
export function PrivacyPolicy({ store }: { store: Storefront }) {
  const { t } = useTranslation();
  const company = store.company_name;
  const storeName = store.name;
  return (
    <LegalArticle
      heading={t('LEGAL.privacyPolicy')}
      subheading={t('LEGAL.lastUpdated', { date: lastUpdated })}
    >
      <LegalSection title="Who we are">
        <p>
          This privacy policy explains how {company} (“we”, “us”, “our”) collects, uses and shares
          personal information when you visit or make a purchase from the {storeName} store (the
          “Store”). By using the Store you agree to the practices described here.
        </p>
      </LegalSection>

      <LegalSection title="Personal information we collect">
        <p>When you visit the Store we collect:</p>
        <LegalList>
          <li>
            <strong>Device information</strong>: your browser, IP address, time zone and some of the
            cookies installed on your device, and which pages or products you view and how you
            reached the Store.
          </li>
          <li>
            <strong>Order information</strong>: when you buy or try to buy, your name, billing and
            shipping address, payment details, e-mail address and phone number.
          </li>
          <li>
            <strong>Account information</strong>: when you register, your name, username and e-mail
            address, and your order history.
          </li>
          <li>
            <strong>Messages</strong>: what you send us through the contact form, including any
            image you attach and the order it concerns.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="How we use your information">
        <LegalList>
          <li>To make and deliver your custom products, process payment and confirm orders.</li>
          <li>To talk to you about your order and answer your questions.</li>
          <li>To screen orders for risk or fraud and keep the Store secure.</li>
          <li>To improve and optimise the Store, for example by seeing which pages are used.</li>
          <li>Where you agreed to it, to send you news and offers about our products.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Cookies">
        <p>
          Cookies are small files placed on your device. The Store uses cookies that are needed for
          it to work (keeping your cart, your sign-in and your language choice) and cookies that
          help us understand how the Store is used. You can remove or block cookies in your browser
          settings; some parts of the Store, such as the cart and checkout, may then stop working.
        </p>
      </LegalSection>

      <LegalSection title="Analytics">
        <p>
          We record page views and similar usage data to learn how visitors use the Store. This data
          is used in aggregate to improve the Store and is not sold. Analytics providers we work
          with may set their own cookies and process data under their own privacy policies.
        </p>
      </LegalSection>

      <LegalSection title="E-mail marketing">
        <p>
          With your consent we may send you e-mails about new products and offers. Every marketing
          e-mail contains an unsubscribe link, and you can also ask us to stop at any time using the
          contact details below. Order and account e-mails (confirmations, shipping updates,
          password resets) are sent regardless, as they are part of the service.
        </p>
      </LegalSection>

      <LegalSection title="Payments">
        <p>
          Payments are handled by our payment processor. Card details are sent directly to the
          processor over an encrypted connection and are never stored on our servers. The processor
          uses your payment information only to complete the payment and to meet its legal
          obligations, such as fraud prevention.
        </p>
      </LegalSection>

      <LegalSection title="Sharing your information">
        <p>
          We share personal information with service providers that help us run the Store:
          production and fulfilment partners, shipping carriers, payment processors, hosting and
          e-mail providers. They may use it only to provide their service to us. We may also
          disclose information to comply with the law, respond to lawful requests or protect our
          rights. We do not sell your personal information.
        </p>
      </LegalSection>

      <LegalSection title="Your rights under the GDPR">
        <p>
          If you are in the European Economic Area or the United Kingdom, you have the right to
          access the personal information we hold about you, to have it corrected or erased, to
          restrict or object to its processing, to receive it in a portable format, and to withdraw
          any consent you gave. We process your information to fulfil contracts with you, to meet
          legal obligations, or for our legitimate business interests described above. You may also
          complain to your data protection authority.
        </p>
      </LegalSection>

      <LegalSection title="Your rights under the CCPA">
        <p>If you live in California, the California Consumer Privacy Act gives you:</p>
        <LegalList>
          <li>
            <strong>The right to know</strong> which categories and specific pieces of personal
            information we collected about you, where it came from, why we collected it and with
            whom we shared it.
          </li>
          <li>
            <strong>The right to delete</strong> personal information we collected from you, subject
            to legal exceptions.
          </li>
          <li>
            <strong>The right to opt out</strong> of the sale of your personal information. We do
            not sell personal information.
          </li>
          <li>
            <strong>The right to non-discrimination</strong>: we will not deny you goods, charge you
            a different price or give you a different level of service because you used any of these
            rights.
          </li>
        </LegalList>
        <p>
          To make a request, contact us at the e-mail addresses below. We will verify your identity
          and answer within {dataRequestDays} days. If we need more time we may extend this once by
          a further {dataRequestExtensionDays} days and will tell you why. Our answer covers the{' '}
          {dataRequestLookbackMonths} months before we received your request.
        </p>
      </LegalSection>

      <LegalSection title="Do Not Track">
        <p>
          There is no common industry standard for “Do Not Track” signals, so the Store does not
          change its data collection when your browser sends one.
        </p>
      </LegalSection>

      <LegalSection title="Children’s privacy">
        <p>
          The Store is not meant for children under {childrenAgeLimit} years of age and we do not
          knowingly collect personal information from them. If you believe a child under{' '}
          {childrenAgeLimit} has given us personal information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="California “Shine the Light”">
        <p>
          California Civil Code Section 1798.83 lets California residents ask, once a year and free
          of charge, which personal information we disclosed to third parties for their direct
          marketing purposes in the preceding calendar year, and the names and addresses of those
          third parties. Send such a request to the e-mail addresses below.
        </p>
      </LegalSection>

      <LegalSection title={`Removal requests from minors under ${minorsRemovalAge}`}>
        <p>
          If you are under {minorsRemovalAge} and live in California, you may ask us to remove
          content or information you posted on the Store. Contact us with your request; note that
          removal does not guarantee that all copies are gone, for example where others have
          republished it.
        </p>
      </LegalSection>

      <LegalSection title="Links to other sites">
        <p>
          The Store may link to websites we do not control. We are not responsible for their content
          or privacy practices; read the privacy policy of every site you visit.
        </p>
      </LegalSection>

      <LegalSection title="Data retention and security">
        <p>
          We keep order information for our records unless and until you ask us to delete it, and as
          long as the law requires. We protect personal information with reasonable technical and
          organisational measures, though no method of transmission over the internet is completely
          secure.
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>
          We may update this policy from time to time to reflect changes to our practices or for
          legal or regulatory reasons. The date at the top shows when it last changed. Please also
          read our{' '}
          <Link to="/terms-and-conditions" className={legalLinkClass}>
            terms and conditions
          </Link>
          .
        </p>
      </LegalSection>

      <LegalAddition store={store} text={store.settings.legal.privacy} />

      <LegalSection title="Contact us">
        <p>
          For more information about our privacy practices, questions, or to make a request, contact{' '}
          {company} by e-mail:
        </p>
        <ContactEmails store={store} />
      </LegalSection>
    </LegalArticle>
  );
}
