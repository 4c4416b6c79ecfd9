/**
 * The spec keeps some interface text in Czech. Screen readers pick their voice from `lang`,
 * so a Czech string on an English page is marked `lang="cs"` or it is read as garbled English.
 */
export const CZECH_LANG = 'cs';

/** Letters only Czech uses among the app's texts (English text never carries them). */
const CZECH_LETTERS = /[áčďéěíňóřšťúůýž]/i;

/** Czech texts of the spec written without any of those letters. */
const CZECH_WITHOUT_DIACRITICS = new Set(['Zkusit znovu', 'Vybrat', 'Datum']);

/** 'cs' for Czech text, undefined otherwise (the page's own language applies). */
export function textLang(text: string | null | undefined): typeof CZECH_LANG | undefined {
  if (!text) return undefined;
  return CZECH_LETTERS.test(text) || CZECH_WITHOUT_DIACRITICS.has(text.trim())
    ? CZECH_LANG
    : undefined;
}
