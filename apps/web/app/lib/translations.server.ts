import type { Language } from '@storefront/contracts';
import de from '../../public/assets/i18n/de.json';
import en from '../../public/assets/i18n/en.json';
import fr from '../../public/assets/i18n/fr.json';
import { isLanguage, LANG_COOKIE, type Translations } from './i18n.ts';

const FILES: Record<Language, Translations> = { en, de, fr };

export function languageOf(request: Request): Language {
  const cookie = request.headers.get('cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  return isLanguage(value) ? value : 'en';
}

export function translationsFor(lang: Language): Translations {
  return FILES[lang];
}
