import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { TokenLogo } from './TokenLogo.tsx';

const LOGO = 'http://localhost:3000/api/logos/base-0xabc.svg';

function boxOf(container: HTMLElement): HTMLElement {
  return container.querySelector('[data-token-logo]') as HTMLElement;
}

describe('TokenLogo', () => {
  it('draws the initials at once and the picture over them, hidden until it has loaded', () => {
    const { container } = renderWithTheme(<TokenLogo symbol="PEPE" logoUrl={LOGO} size={24} />);
    // The initials name the token for assistive technology; the picture is decoration.
    expect(screen.getByRole('img', { name: 'PEPE' })).toBeTruthy();
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(LOGO);
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('width')).toBe('24');
    expect(picture.hasAttribute('data-loaded')).toBe(false);
    const hiddenClass = picture.className;
    fireEvent.load(picture);
    expect(picture.hasAttribute('data-loaded')).toBe(true);
    // Shown by its attribute under the same style rule: loading inserts no new one.
    expect(picture.className).toBe(hiddenClass);
  });

  it('hides a new logo address until that picture has loaded', () => {
    const { container, rerender } = renderWithTheme(
      <TokenLogo symbol="PEPE" logoUrl={LOGO} size={24} />,
    );
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    const other = 'http://localhost:3000/api/logos/base-0xdef.svg';
    rerender(<TokenLogo symbol="PEPE" logoUrl={other} size={24} />);
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(other);
    expect(picture.hasAttribute('data-loaded')).toBe(false);
  });

  it('keeps the initials, in the same box, when the picture fails', () => {
    const { container } = renderWithTheme(<TokenLogo symbol="PEPE" logoUrl={LOGO} size={24} />);
    const box = boxOf(container);
    const before = box.getAttribute('style') ?? box.className;
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'PEPE' })).toBeTruthy();
    expect(box.getAttribute('style') ?? box.className).toBe(before);
  });

  it('marks the network on the corner', () => {
    const { container } = renderWithTheme(
      <TokenLogo symbol="PEPE" logoUrl={LOGO} network="base" />,
    );
    expect(container.querySelector('[data-network="base"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Base' })).toBeTruthy();
  });

  it('shows a masked token without picture or network: a neutral mark', () => {
    const { container } = renderWithTheme(
      <TokenLogo symbol="***" logoUrl={LOGO} network="base" masked />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-network]')).toBeNull();
    expect(screen.getByRole('img', { name: 'token' })).toBeTruthy();
  });

  it('has no picture without a logo address', () => {
    const { container } = renderWithTheme(<TokenLogo symbol="BTC" logoUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'BTC' })).toBeTruthy();
  });
});
