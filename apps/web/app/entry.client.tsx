/**
 * React Router's default browser entry, once the page's strings have arrived: they are not in the
 * page's data, and the root preloads them (lib/translations.ts). Should the fetch fail, the page
 * hydrates anyway and the root asks again.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from './lib/i18n.ts';
import { loadTranslations } from './lib/translations.ts';

const lang = document.documentElement.lang;

void loadTranslations(isLanguage(lang) ? lang : 'en')
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
