import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { NotFoundNotice } from './NotFoundNotice.tsx';

const back = { to: '/top-holdings-cex', label: 'Back to Top Holdings' };

describe('NotFoundNotice', () => {
  it('names what was not found as the screen’s heading, says why, and links back', () => {
    renderWithTheme(
      <NotFoundNotice title="Token not found" message="No token matches “NOPE”." back={back} />,
    );
    const region = screen.getByRole('region', { name: 'Token not found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Token not found' })).toBeTruthy();
    expect(region.textContent).toContain('No token matches “NOPE”.');
    const link = screen.getByRole('link', { name: 'Back to Top Holdings' });
    expect(link.getAttribute('href')).toBe('/top-holdings-cex');
  });

  it('takes a second-level heading under a screen’s own', () => {
    renderWithTheme(
      <NotFoundNotice title="Wallet not found" message="…" back={back} headingLevel="h2" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows markup in the message as text', () => {
    const message = 'No token matches “<img src=x onerror=alert(1)>”.';
    renderWithTheme(<NotFoundNotice title="Token not found" message={message} back={back} />);
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('draws a frame only when asked', () => {
    const { rerender } = renderWithTheme(
      <NotFoundNotice title="Token not found" message="…" back={back} />,
    );
    const plain = screen.getByRole('region').className.split(' ');
    rerender(<NotFoundNotice title="Token not found" message="…" back={back} framed />);
    const framed = screen.getByRole('region');
    expect(plain).toHaveLength(1);
    expect(framed.className.split(' ')).toHaveLength(2);
    expect(getComputedStyle(framed).borderStyle).toBe('dashed');
  });
});
