import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang.ts';

describe('textLang', () => {
  it.each([
    'Žádná data k zobrazení',
    'Žádná data nenalezena',
    'Načítám CEX influencery...',
    'Nepodařilo se načíst data',
    'Zkusit znovu',
    'Zavřít',
    'Vybrat',
  ])("marks the spec's Czech text %s as cs", (text) => {
    expect(textLang(text)).toBe('cs');
  });

  it.each(['Failed to load data', 'Retry', 'No cex favorites found', '', null])(
    'leaves English and empty text (%s) to the page language',
    (text) => {
      expect(textLang(text)).toBeUndefined();
    },
  );
});
