import type { Language } from '@storefront/contracts';
import de from '../../../public/assets/i18n/console/de.json';
import en from '../../../public/assets/i18n/console/en.json';
import fr from '../../../public/assets/i18n/console/fr.json';
import type { Translations } from '../../lib/i18n.ts';

const FILES: Record<Language, Translations> = { en, de, fr };

/** The console's own strings: a file of their own, so shoppers never load them. */
export function consoleTranslationsFor(lang: Language): Translations {
  return FILES[lang];
}
