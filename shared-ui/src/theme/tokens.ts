/**
 * Design tokens: the only place colours, spacing, radii, type sizes and motion are defined.
 * Components read them from the emotion theme; no colour literal lives anywhere else.
 */
const palette = {
  green500: '#16c784',
  red500: '#ea3943',
  red400: '#ff6b72',
  violet600: '#7c3aed',
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

interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  /** Background of a hovered row, menu item or ghost button. */
  surfaceHover: string;
  border: string;
  text: string;
  textMuted: string;
  accent: string;
  accentText: string;
  /** Tinted background behind accented text (badges, selected menu items). */
  accentSubtle: string;
  positive: string;
  positiveSubtle: string;
  warning: string;
  warningSubtle: string;
  attention: string;
  attentionSubtle: string;
  /** Text on a solid positive, warning or attention fill. */
  onIntent: string;
  neutralSubtle: string;
  link: string;
  focus: string;
  /** Dimmed page behind a modal. */
  overlay: string;
  shadow: string;
}

const dark: ThemeColors = {
  background: palette.grey950,
  surface: palette.grey900,
  surfaceRaised: palette.grey850,
  surfaceHover: '#1f2737',
  border: palette.grey800,
  text: '#e6e9ef',
  textMuted: palette.grey400,
  // Violet 600, not 500: white labels on the fill need 4.5:1 (500 gave 4.23).
  accent: palette.violet600,
  accentText: palette.white,
  accentSubtle: 'rgba(139, 92, 246, 0.18)',
  positive: palette.green500,
  positiveSubtle: 'rgba(22, 199, 132, 0.16)',
  warning: palette.amber500,
  warningSubtle: 'rgba(245, 165, 36, 0.16)',
  // A lighter red than the brand red: it must read on tinted chips and raised cards too.
  attention: palette.red400,
  attentionSubtle: 'rgba(255, 107, 114, 0.16)',
  onIntent: palette.grey950,
  neutralSubtle: 'rgba(154, 163, 178, 0.16)',
  link: '#a78bfa',
  focus: palette.blue500,
  overlay: 'rgba(0, 0, 0, 0.6)',
  shadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
};

const light: ThemeColors = {
  background: palette.grey50,
  surface: palette.white,
  surfaceRaised: palette.grey100,
  surfaceHover: '#e4e8ef',
  border: palette.grey200,
  text: '#141a26',
  textMuted: palette.grey600,
  accent: '#6d3fe0',
  accentText: palette.white,
  accentSubtle: 'rgba(109, 63, 224, 0.12)',
  // Intent colours dark enough for 4.5:1 as text on white, grey and their own tinted chips.
  positive: '#05663f',
  positiveSubtle: 'rgba(5, 102, 63, 0.1)',
  warning: '#8a5a00',
  warningSubtle: 'rgba(138, 90, 0, 0.1)',
  attention: '#b91c1c',
  attentionSubtle: 'rgba(185, 28, 28, 0.1)',
  onIntent: palette.white,
  neutralSubtle: 'rgba(91, 100, 117, 0.1)',
  link: '#5b2fd0',
  focus: '#2563eb',
  overlay: 'rgba(15, 20, 32, 0.45)',
  shadow: '0 8px 24px rgba(15, 20, 32, 0.16)',
};

/**
 * Brand marks of tokens and networks. They are the same in both modes: a brand colour is
 * recognised by traders, so it does not follow the theme.
 */
export const brandColors = {
  bitcoin: '#f7931a',
  ethereum: '#627eea',
  solana: '#9945ff',
  base: '#0052ff',
  arbitrum: '#28a0f0',
  polygon: '#8247e5',
  bsc: '#f0b90b',
  avalanche: '#e84142',
  optimism: '#ff0420',
  tether: '#26a17b',
  usdc: '#2775ca',
  xrp: '#23292f',
  cardano: '#0033ad',
  dogecoin: '#c2a633',
  tron: '#eb0029',
  chainlink: '#2a5ada',
  hyperliquid: '#50d2c1',
  fantom: '#1969ff',
  blast: '#fcfc03',
  linea: '#121212',
  mantle: '#000000',
  scroll: '#ffeeda',
  zksync: '#4e529a',
  sonic: '#fe9a4c',
  unichain: '#f50db4',
  berachain: '#814625',
  generic: '#5b6475',
  /** Letters on a brand disc: whichever of the two reads better on the brand colour. */
  markText: '#ffffff',
  markTextDark: '#0b0f17',
} as const;

const spacing = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;
const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;
const fontSizes = {
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
const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
const lineHeights = { tight: 1.2, normal: 1.5 } as const;
/** Heights of interactive controls, shared by buttons, inputs and selects of one size. */
const controlHeights = { sm: 28, md: 36, lg: 44, xl: 52 } as const;
const zIndices = { popover: 1000, modal: 1100, toast: 1200 } as const;
/** Motion. The modal fade is the spec's 300 ms. */
export const durations = { fast: 120, modal: 300 } as const;
/**
 * mobile: the shell's phone layout (mobile bar, folded filters). rowCards: below it every
 * table shows its rows as cards (a phone held upright), so nothing scrolls sideways.
 */
export const breakpoints = { mobile: 768, rowCards: 640 } as const;

export interface FlowscopeTheme {
  mode: ColorMode;
  colors: ThemeColors;
  brand: typeof brandColors;
  spacing: typeof spacing;
  radii: typeof radii;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  controlHeights: typeof controlHeights;
  zIndices: typeof zIndices;
  durations: typeof durations;
  breakpoints: typeof breakpoints;
  fontFamily: string;
  monoFontFamily: string;
}

export function createTheme(mode: ColorMode): FlowscopeTheme {
  return {
    mode,
    colors: mode === 'dark' ? dark : light,
    brand: brandColors,
    spacing,
    radii,
    fontSizes,
    fontWeights,
    lineHeights,
    controlHeights,
    zIndices,
    durations,
    breakpoints,
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    monoFontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  };
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be extended with the app's own theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends FlowscopeTheme {}
}
