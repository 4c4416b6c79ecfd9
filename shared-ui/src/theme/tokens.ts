/** Design tokens: the only place colours, spacing, radii and type sizes are defined. */
const palette = {
  green500: '#16c784',
  red500: '#ea3943',
  amber500: '#f5a524',
  violet500: '#8b5cf6',
  blue500: '#3b82f6',
  grey50: '#f7f8fa',
  grey100: '#eef0f4',
  grey200: '#dfe3ea',
  grey400: '#9aa3b2',
  grey600: '#5b6475',
  grey800: '#1b2230',
  grey850: '#141a26',
  grey900: '#0f1420',
  grey950: '#0b0f17',
  white: '#ffffff',
  black: '#000000',
} as const;

export type ColorMode = 'dark' | 'light';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  accent: string;
  accentText: string;
  positive: string;
  warning: string;
  attention: string;
  focus: string;
}

const dark: ThemeColors = {
  background: palette.grey950,
  surface: palette.grey900,
  surfaceRaised: palette.grey850,
  border: palette.grey800,
  text: '#e6e9ef',
  textMuted: palette.grey400,
  accent: palette.violet500,
  accentText: palette.white,
  positive: palette.green500,
  warning: palette.amber500,
  attention: palette.red500,
  focus: palette.blue500,
};

const light: ThemeColors = {
  background: palette.grey50,
  surface: palette.white,
  surfaceRaised: palette.grey100,
  border: palette.grey200,
  text: '#141a26',
  textMuted: palette.grey600,
  accent: '#6d3fe0',
  accentText: palette.white,
  positive: '#0f9e67',
  warning: '#b7791f',
  attention: '#d22f39',
  focus: '#2563eb',
};

export const spacing = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;
export const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;
export const fontSizes = {
  display: 40,
  h1: 28,
  h2: 22,
  h3: 18,
  h4: 16,
  lg: 16,
  md: 14,
  sm: 13,
  xs: 12,
  xxs: 11,
} as const;
export const breakpoints = { mobile: 768 } as const;

export interface FlowscopeTheme {
  mode: ColorMode;
  colors: ThemeColors;
  spacing: typeof spacing;
  radii: typeof radii;
  fontSizes: typeof fontSizes;
  breakpoints: typeof breakpoints;
  fontFamily: string;
}

export function createTheme(mode: ColorMode): FlowscopeTheme {
  return {
    mode,
    colors: mode === 'dark' ? dark : light,
    spacing,
    radii,
    fontSizes,
    breakpoints,
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  };
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be extended with the app's own theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends FlowscopeTheme {}
}
