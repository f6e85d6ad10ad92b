/**
 * `LANGUAGE` holds a language name ("English", "French"); TMDB wants a code (`en-US`). Known names
 * (English or native spelling, any case) map to TMDB's usual regional code; an ISO code
 * (`fr`, `fr-FR`, `pt_br`) passes through with its case normalised. Anything else is undefined and
 * the caller falls back to `DEFAULT_TMDB_LANGUAGE`.
 */

export const DEFAULT_TMDB_LANGUAGE = 'en-US';

const BY_NAME: Record<string, string> = {
  english: 'en-US',
  'english (us)': 'en-US',
  'english (uk)': 'en-GB',
  'british english': 'en-GB',
  french: 'fr-FR',
  français: 'fr-FR',
  francais: 'fr-FR',
  'french (canada)': 'fr-CA',
  german: 'de-DE',
  deutsch: 'de-DE',
  spanish: 'es-ES',
  español: 'es-ES',
  espanol: 'es-ES',
  'spanish (latin america)': 'es-MX',
  'latin american spanish': 'es-MX',
  italian: 'it-IT',
  italiano: 'it-IT',
  japanese: 'ja-JP',
  日本語: 'ja-JP',
  korean: 'ko-KR',
  한국어: 'ko-KR',
  chinese: 'zh-CN',
  mandarin: 'zh-CN',
  'chinese (simplified)': 'zh-CN',
  'simplified chinese': 'zh-CN',
  'chinese (traditional)': 'zh-TW',
  'traditional chinese': 'zh-TW',
  cantonese: 'zh-HK',
  中文: 'zh-CN',
  portuguese: 'pt-BR',
  português: 'pt-BR',
  portugues: 'pt-BR',
  'brazilian portuguese': 'pt-BR',
  'portuguese (brazil)': 'pt-BR',
  'portuguese (portugal)': 'pt-PT',
  'european portuguese': 'pt-PT',
  russian: 'ru-RU',
  русский: 'ru-RU',
  dutch: 'nl-NL',
  nederlands: 'nl-NL',
  flemish: 'nl-BE',
  swedish: 'sv-SE',
  svenska: 'sv-SE',
  danish: 'da-DK',
  dansk: 'da-DK',
  norwegian: 'no-NO',
  norsk: 'no-NO',
  finnish: 'fi-FI',
  suomi: 'fi-FI',
  polish: 'pl-PL',
  polski: 'pl-PL',
  czech: 'cs-CZ',
  čeština: 'cs-CZ',
  slovak: 'sk-SK',
  hungarian: 'hu-HU',
  magyar: 'hu-HU',
  romanian: 'ro-RO',
  bulgarian: 'bg-BG',
  greek: 'el-GR',
  ελληνικά: 'el-GR',
  turkish: 'tr-TR',
  türkçe: 'tr-TR',
  ukrainian: 'uk-UA',
  українська: 'uk-UA',
  croatian: 'hr-HR',
  serbian: 'sr-RS',
  slovenian: 'sl-SI',
  lithuanian: 'lt-LT',
  latvian: 'lv-LV',
  estonian: 'et-EE',
  icelandic: 'is-IS',
  hebrew: 'he-IL',
  arabic: 'ar-SA',
  persian: 'fa-IR',
  farsi: 'fa-IR',
  hindi: 'hi-IN',
  tamil: 'ta-IN',
  telugu: 'te-IN',
  malayalam: 'ml-IN',
  kannada: 'kn-IN',
  marathi: 'mr-IN',
  bengali: 'bn-BD',
  thai: 'th-TH',
  vietnamese: 'vi-VN',
  indonesian: 'id-ID',
  malay: 'ms-MY',
  filipino: 'tl-PH',
  tagalog: 'tl-PH',
  catalan: 'ca-ES',
  basque: 'eu-ES',
  galician: 'gl-ES',
};

const ISO = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i;

/** The TMDB language code for a `LANGUAGE` value, or undefined when it isn't recognised. */
export function tmdbLanguage(value: string): string | undefined {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const named = BY_NAME[text.toLowerCase()];
  if (named) return named;
  const iso = ISO.exec(text);
  if (!iso) return undefined;
  const [, language = '', region] = iso;
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}
