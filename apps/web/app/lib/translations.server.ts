import type { Language } from '@storefront/contracts';
import de from '../../public/assets/i18n/de.json';
import en from '../../public/assets/i18n/en.json';
import fr from '../../public/assets/i18n/fr.json';
import { langCookie, readText } from './cookies.ts';
import { isLanguage, type Translations } from './i18n.ts';
import { holdTranslations } from './translations.ts';

const FILES: Record<Language, Translations> = { en, de, fr };
for (const [lang, translations] of Object.entries(FILES))
  holdTranslations(lang as Language, translations);

export async function languageOf(request: Request): Promise<Language> {
  const value = await readText(request, langCookie);
  return isLanguage(value) ? value : 'en';
}
