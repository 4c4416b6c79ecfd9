import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZoneChoice } from '@flowscope/core';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { ZonedTime } from './ZonedTime.tsx';

const WINTER_AFTERNOON = '2026-01-10T13:02:00Z';

afterEach(() => setDisplayTimeZoneChoice('prague'));

describe('ZonedTime and RelativeTime', () => {
  it('change every time on the page at once when the clock is switched', () => {
    renderWithTheme(
      <>
        <ZonedTime timestamp={WINTER_AFTERNOON} data-testid="absolute" />
        <RelativeTime timestamp={WINTER_AFTERNOON} data-testid="relative" />
      </>,
    );
    expect(screen.getByTestId('absolute').textContent).toBe('10/01/2026 14:02 CET');
    expect(screen.getByTestId('relative').getAttribute('title')).toBe('10/01/2026 14:02 CET');

    act(() => setDisplayTimeZoneChoice('utc'));
    expect(screen.getByTestId('absolute').textContent).toBe('10/01/2026 13:02 UTC');
    expect(screen.getByTestId('relative').getAttribute('title')).toBe('10/01/2026 13:02 UTC');
  });

  it('shows the fallback for a missing time', () => {
    renderWithTheme(<ZonedTime timestamp={null} fallback="N/A" />);
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});
