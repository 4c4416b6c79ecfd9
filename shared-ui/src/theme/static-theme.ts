import { useTheme } from '@emotion/react';
import { createTheme, type ColorMode, type FlowscopeTheme } from './tokens.ts';

type ColorName = keyof FlowscopeTheme['colors'];

/** The theme as styles built once see it: every colour a custom property, the rest as is. */
export type StaticTheme = Omit<FlowscopeTheme, 'mode'>;

const { mode: _mode, ...modeFree } = createTheme('dark');
const colorNames = Object.keys(modeFree.colors) as ColorName[];

/** `surfaceHover` → `--fs-surface-hover`. */
function customPropertyOf(name: ColorName): string {
  return `--fs-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The theme for styles that do not change with the colour mode, so that they can be serialised
 * once per module instead of at every render: colours read the custom properties the theme
 * provider sets for the mode in force (`colorCustomProperties`); spacing, type and the other
 * scales are the same in both modes.
 */
export const staticTheme: StaticTheme = { ...modeFree, colors: { ...modeFree.colors } };
for (const name of colorNames) staticTheme.colors[name] = `var(${customPropertyOf(name)})`;

const propertiesByMode = new Map<ColorMode, Readonly<Record<string, string>>>();

/** The custom properties behind `staticTheme`'s colours, with a mode's values (one object each). */
export function colorCustomProperties(mode: ColorMode): Readonly<Record<string, string>> {
  let properties = propertiesByMode.get(mode);
  if (properties === undefined) {
    const { colors } = createTheme(mode);
    properties = Object.fromEntries(
      colorNames.map((name) => [customPropertyOf(name), colors[name]]),
    );
    propertiesByMode.set(mode, properties);
  }
  return properties;
}

/**
 * The colours of the theme in force, as an inline style for an element rendered outside its
 * theme's box (a popover or a dialog portalled to the end of the page), so that it keeps a
 * nested scope's mode (the styleguide's theme panels) instead of the page's.
 */
export function useColorScopeStyle(): Readonly<Record<string, string>> {
  return colorCustomProperties(useTheme().mode);
}
