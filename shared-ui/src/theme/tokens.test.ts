import { describe, expect, it } from 'vitest';
import { brandColors, createTheme } from './tokens.ts';
import { contrastRatio, readableOn } from './contrast.ts';

describe('createTheme', () => {
  it('gives both modes the same token names with their own colours', () => {
    const dark = createTheme('dark');
    const light = createTheme('light');
    expect(Object.keys(light.colors)).toEqual(Object.keys(dark.colors));
    expect(light.colors.background).not.toBe(dark.colors.background);
    expect(dark.durations.modal).toBe(300);
  });
});

describe('contrast of the palette (WCAG AA, 4.5:1 for text)', () => {
  const AA = 4.5;
  for (const mode of ['dark', 'light'] as const) {
    const { colors } = createTheme(mode);
    const grounds = {
      background: colors.background,
      surface: colors.surface,
      surfaceRaised: colors.surfaceRaised,
    };
    const inks = {
      text: colors.text,
      textMuted: colors.textMuted,
      link: colors.link,
      positive: colors.positive,
      warning: colors.warning,
      attention: colors.attention,
    };

    for (const [inkName, ink] of Object.entries(inks)) {
      for (const [groundName, ground] of Object.entries(grounds)) {
        it(`${mode}: ${inkName} on ${groundName}`, () => {
          expect(contrastRatio(ink, ground)).toBeGreaterThanOrEqual(AA);
        });
      }
    }

    const chips = [
      ['positive', colors.positive, colors.positiveSubtle],
      ['warning', colors.warning, colors.warningSubtle],
      ['attention', colors.attention, colors.attentionSubtle],
      ['link', colors.link, colors.accentSubtle],
      ['textMuted', colors.textMuted, colors.neutralSubtle],
    ] as const;
    for (const [name, ink, tint] of chips) {
      for (const [groundName, ground] of Object.entries(grounds)) {
        it(`${mode}: ${name} chip on ${groundName}`, () => {
          expect(contrastRatio(ink, tint, ground)).toBeGreaterThanOrEqual(AA);
        });
      }
    }

    it(`${mode}: labels on solid fills`, () => {
      expect(contrastRatio(colors.accentText, colors.accent)).toBeGreaterThanOrEqual(AA);
      for (const fill of [colors.positive, colors.warning, colors.attention]) {
        expect(contrastRatio(colors.onIntent, fill)).toBeGreaterThanOrEqual(AA);
      }
    });
  }
});

describe('contrastRatio', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#8b5cf6')).toBeCloseTo(4.23, 2);
  });

  it('lays a translucent tint over its backdrop first', () => {
    expect(contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeLessThan(
      contrastRatio('#000000', '#ffffff'),
    );
  });
});

describe('letters on brand marks', () => {
  const { markText, markTextDark, ...brands } = brandColors;
  for (const [brand, colour] of Object.entries(brands)) {
    it(`read at 4.5:1 on ${brand}`, () => {
      const ink = readableOn(colour, markText, markTextDark);
      expect(contrastRatio(ink, colour)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
