import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';
import { createTheme } from '../theme/tokens.ts';
import { staticStyles, useStaticClasses } from './static-styles.ts';

const styles = staticStyles((theme) => ({
  note: { color: theme.colors.attention, padding: theme.spacing.sm },
  // Read by no component: a style of its own, so no other test file puts the same rule in.
  neverRead: { scrollMarginTop: 13 },
}));

function Note({ children }: { children: string }) {
  const classes = useStaticClasses(styles);
  return <p className={classes.note}>{children}</p>;
}

// First used after a css prop with a padding of its own has inserted its rule.
const boxStyles = staticStyles(() => ({ box: { padding: 8 } }));

function Boxed({ children }: { children: string }) {
  const classes = useStaticClasses(boxStyles);
  return (
    <p className={classes.box} css={{ padding: 3 }}>
      {children}
    </p>
  );
}

/** A computed colour as hex: browsers give `rgb(…)`, happy-dom the value as declared. */
function hexOf(color: string): string {
  if (color.startsWith('#')) return color.toLowerCase();
  const channels = color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function rulesFor(className: string): number {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule.cssText.startsWith(`.${className}`)).length;
}

describe('static styles', () => {
  it('takes the colours of the mode in force, and the scales as numbers', () => {
    renderWithTheme(<Note>dark</Note>, { mode: 'dark' });
    const dark = getComputedStyle(screen.getByText('dark'));
    expect(hexOf(dark.color)).toBe(createTheme('dark').colors.attention);
    expect(dark.paddingTop).toBe('8px');
  });

  it('follows a switch of mode without new rules', () => {
    const { rerender } = renderWithTheme(<Note>switching</Note>, { mode: 'dark' });
    const className = screen.getByText('switching').className;
    rerender(
      <FlowscopeThemeProvider mode="light">
        <Note>switching</Note>
      </FlowscopeThemeProvider>,
    );
    const note = screen.getByText('switching');
    expect(note.className).toBe(className);
    expect(hexOf(getComputedStyle(note).color)).toBe(createTheme('light').colors.attention);
  });

  it('inserts each rule once however many elements use it', () => {
    renderWithTheme(
      <>
        <Note>first</Note>
        <Note>second</Note>
      </>,
    );
    const className = screen.getByText('first').className;
    expect(screen.getByText('second').className).toBe(className);
    expect(rulesFor(className)).toBe(1);
  });

  it('puts in the page only the rules whose classes were read', () => {
    renderWithTheme(<Note>read</Note>);
    expect(rulesFor(`css-${styles.note.name}`)).toBe(1);
    expect(rulesFor(`css-${styles.neverRead.name}`)).toBe(0);
  });

  it('gives way to a css prop on the same element, whichever rule came first', () => {
    const { rerender } = renderWithTheme(<p css={{ padding: 3 }}>dynamic</p>);
    rerender(
      <FlowscopeThemeProvider mode="dark">
        <Boxed>both</Boxed>
      </FlowscopeThemeProvider>,
    );
    const both = screen.getByText('both');
    expect(both.classList).toHaveLength(2);
    expect(getComputedStyle(both).paddingTop).toBe('3px');
  });

  it('gives a nested theme scope its own colours', () => {
    renderWithTheme(
      <FlowscopeThemeProvider mode="light" withGlobalStyles={false}>
        <Note>nested</Note>
      </FlowscopeThemeProvider>,
      { mode: 'dark' },
    );
    expect(hexOf(getComputedStyle(screen.getByText('nested')).color)).toBe(
      createTheme('light').colors.attention,
    );
  });

  it('serialises a style when a component first reads it, and once', () => {
    let serialised = 0;
    const counted = staticStyles(() => ({
      shown: {
        get outlineOffset() {
          serialised += 1;
          return 5;
        },
      },
    }));
    function Shown() {
      return <p className={useStaticClasses(counted).shown}>counted</p>;
    }
    expect(serialised).toBe(0);
    const { rerender } = renderWithTheme(<Shown />);
    rerender(
      <FlowscopeThemeProvider mode="dark">
        <Shown />
        <Shown />
      </FlowscopeThemeProvider>,
    );
    expect(serialised).toBe(1);
    expect(getComputedStyle(screen.getAllByText('counted')[1] as HTMLElement).outlineOffset).toBe(
      '5px',
    );
  });
});
