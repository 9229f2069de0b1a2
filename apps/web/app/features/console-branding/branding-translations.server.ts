import type { Language } from '@storefront/contracts';
import de from '../../../public/assets/i18n/console/de.json';
import en from '../../../public/assets/i18n/console/en.json';
import fr from '../../../public/assets/i18n/console/fr.json';
import type { Translations } from '../../lib/i18n.ts';

/** The console's Branding strings in one language (shoppers never load the console file). */
export function brandingTranslations(lang: Language): Translations {
  return { branding: { en, de, fr }[lang].branding };
}
