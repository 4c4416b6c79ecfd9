import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPreferencesStore } from '@flowscope/shared-api';
import { DEFAULT_PREFERENCES } from '@flowscope/shared-api/contract';
import {
  jsonResponse,
  resetSharedApiState,
  setApiFetch,
  signInForTest,
} from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider, setDisplayTimeZoneChoice, ZonedTime } from '@flowscope/shared-ui';
import { TimeZoneSettings } from './TimeZoneSettings.tsx';

let patches: unknown[];

beforeEach(() => {
  patches = [];
  localStorage.clear();
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/preferences')) {
      const body = (await request.json()) as { preferences: object };
      patches.push(body);
      return jsonResponse({ preferences: { ...DEFAULT_PREFERENCES, ...body.preferences } });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
});
afterEach(() => {
  cleanup();
  resetSharedApiState();
  resetPreferencesStore();
  localStorage.clear();
  setDisplayTimeZoneChoice('prague');
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderHeaderPart() {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <TimeZoneSettings />
      <ZonedTime timestamp="2026-01-10T13:02:00Z" data-testid="a-time" />
    </FlowscopeThemeProvider>,
  );
}

describe("Settings: 'Times in'", () => {
  it('asks the browser for its zone only when the settings open, not to draw the header', async () => {
    // Past the minute for which an earlier answer of the browser is kept.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600_000 });
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    renderHeaderPart();
    expect(asked).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('option', { name: /^My time zone \(.+\)$/ })).toBeTruthy();
    expect(asked).toHaveBeenCalled();
  });

  it('starts on Prague, and switching to UTC changes the times on the page at once', async () => {
    renderHeaderPart();
    expect(screen.getByTestId('a-time').textContent).toBe('10/01/2026 14:02 CET');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // The settings popover's floating part is a lazy chunk: it arrives a tick after the click.
    const select = await screen.findByRole('combobox', { name: 'Times in' });
    expect((select as HTMLSelectElement).value).toBe('prague');
    expect(screen.getByRole('option', { name: /^My time zone \(.+\)$/ })).toBeTruthy();
    await userEvent.selectOptions(select, 'UTC');
    await waitFor(() =>
      expect(screen.getByTestId('a-time').textContent).toBe('10/01/2026 13:02 UTC'),
    );
    expect(localStorage.getItem('flowscope.timeZone')).toBe('utc');
    expect(patches).toEqual([]);
  });

  it("saves the choice with a signed-in trader's preferences", async () => {
    signInForTest();
    renderHeaderPart();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Times in' }), 'utc');
    await waitFor(() => expect(patches).toEqual([{ preferences: { timeZone: 'utc' } }]));
    expect(screen.getByTestId('a-time').textContent).toBe('10/01/2026 13:02 UTC');
  });
});
