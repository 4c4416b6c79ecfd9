import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { colorCustomProperties } from './static-theme.ts';
import { createTheme, type ColorMode } from './tokens.ts';

export interface FlowscopeThemeProviderProps {
  mode: ColorMode;
  children: ReactNode;
  /**
   * Page-wide styles (body colours, focus ring). Off for a nested scope such as a styleguide
   * panel, where a second set of page styles would repaint the whole page.
   */
  withGlobalStyles?: boolean;
}

export function FlowscopeThemeProvider({
  mode,
  children,
  withGlobalStyles = true,
}: FlowscopeThemeProviderProps) {
  const theme = useMemo(() => createTheme(mode), [mode]);
  const customProperties = colorCustomProperties(mode);
  return (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles && (
        <Global
          styles={css`
            :root {
              ${customProperties}
            }
            *,
            *::before,
            *::after {
              box-sizing: border-box;
            }
            html,
            body {
              margin: 0;
              background: ${theme.colors.background};
              color: ${theme.colors.text};
              font-family: ${theme.fontFamily};
              font-size: ${theme.fontSizes.md}px;
              color-scheme: ${mode};
            }
            a {
              color: inherit;
            }
            /* No weight of its own, so a component's own focus style wins wherever its
               rules sit in the page (static styles' sheet comes first in the head). */
            :where(:focus-visible) {
              outline: 2px solid ${theme.colors.focus};
              outline-offset: 2px;
            }
          `}
        />
      )}
      {withGlobalStyles ? (
        children
      ) : (
        // A nested scope sets the colours of static styles on a box of its own.
        <div style={{ display: 'contents', ...customProperties }}>{children}</div>
      )}
    </EmotionThemeProvider>
  );
}
