import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Typography, TYPOGRAPHY_LEVELS } from './Typography.tsx';

describe('Typography', () => {
  it('has the levels h1, h2, h3, h4, display, lg, md, sm, xs, xxs', () => {
    expect(TYPOGRAPHY_LEVELS).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'display',
      'lg',
      'md',
      'sm',
      'xs',
      'xxs',
    ]);
  });

  it('renders heading levels as headings of that level', () => {
    renderWithTheme(
      <>
        <Typography level="h1">One</Typography>
        <Typography level="h4">Four</Typography>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Four' })).toBeTruthy();
  });

  it('renders text levels as paragraphs, or the element asked for', () => {
    renderWithTheme(
      <>
        <Typography level="xs">Small print</Typography>
        <Typography level="display" as="h2">
          Big heading
        </Typography>
      </>,
    );
    expect(screen.getByText('Small print').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Big heading' }).dataset.level).toBe(
      'display',
    );
  });
});
