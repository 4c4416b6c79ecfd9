import type { ColorMode } from '../../theme/tokens.ts';
import { Button, type ButtonProps } from '../button/Button.tsx';
import { MoonGlyph, SunGlyph } from '../icons/glyphs.tsx';

export type ColorModeToggleProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  mode: ColorMode;
  onToggle: () => void;
};

/** Light/dark switch for the header; it shows where a click will take you. */
export function ColorModeToggle({ mode, onToggle, ...rest }: ColorModeToggleProps) {
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="tertiary"
      intent="ghost"
      size="icon-md"
      aria-label={`Switch to ${next} theme`}
      onClick={onToggle}
      {...rest}
    >
      {next === 'light' ? <SunGlyph /> : <MoonGlyph />}
    </Button>
  );
}
