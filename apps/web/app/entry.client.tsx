/**
 * React Router's default browser entry, once the page's strings have arrived: they are not in the
 * page's data, and the root preloads them (lib/translations.ts). Should the fetch fail, the page
 * hydrates anyway and the root asks again.
 */
import type { Language } from '@storefront/contracts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { quietAbort } from './lib/aborts.ts';
import { loadTranslations } from './lib/translations.ts';

// The root renders the page's language there (no import of i18next here: it is not the entry's).
const lang = document.documentElement.lang as Language;

window.addEventListener('unhandledrejection', quietAbort);

void loadTranslations(lang)
  .catch(() => undefined)
  // Not in a transition, as React Router's template has it: a tap on a part not yet hydrated can
  // then hydrate it at once and reach its handler; a transition's hydration dropped such taps.
  .then(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  );
