import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetPreferencesStore, usePreferencesStore } from '@flowscope/shared-api';
import { DEFAULT_PREFERENCES } from '@flowscope/shared-api/contract';
import {
  jsonResponse,
  resetSharedApiState,
  setApiFetch,
  signInForTest,
} from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { AlertSettings } from './AlertSettings.tsx';

let patches: unknown[];
let failSave: boolean;

beforeEach(() => {
  patches = [];
  failSave = false;
  signInForTest();
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/preferences')) {
      const body = (await request.json()) as { preferences: object };
      patches.push(body);
      if (failSave) return jsonResponse({ message: 'down' }, 503);
      return jsonResponse({ preferences: { ...DEFAULT_PREFERENCES, ...body.preferences } });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
});
afterEach(() => {
  cleanup();
  resetSharedApiState();
  resetPreferencesStore();
});

function renderForm() {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <AlertSettings />
    </FlowscopeThemeProvider>,
  );
}

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, value);
}

describe('AlertSettings', () => {
  it('shows the current threshold, refuses values out of range, and saves a valid one', async () => {
    usePreferencesStore.setState({
      preferences: { ...DEFAULT_PREFERENCES, alerts: { clusterWallets: 8, clusterHours: 6 } },
    });
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Smart-money wallets').value).toBe('8');
    expect(screen.getByLabelText<HTMLInputElement>('Within hours').value).toBe('6');

    await fill('Smart-money wallets', '1');
    await fill('Within hours', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(screen.getByText('Wallets must be at least 2')).toBeTruthy();
    expect(screen.getByText('Hours must be a number')).toBeTruthy();
    expect(screen.getByLabelText('Smart-money wallets').getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);

    await fill('Smart-money wallets', '101');
    await fill('Within hours', '73');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(screen.getByText('Wallets must be at most 100')).toBeTruthy();
    expect(screen.getByText('Hours must be at most 72')).toBeTruthy();

    await fill('Smart-money wallets', '12');
    await fill('Within hours', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(patches).toEqual([{ preferences: { alerts: { clusterWallets: 12, clusterHours: 2 } } }]);
    expect(usePreferencesStore.getState().preferences.alerts).toEqual({
      clusterWallets: 12,
      clusterHours: 2,
    });
    expect(screen.queryByText(/must be/)).toBeNull();
  });

  it('says when the save failed', async () => {
    failSave = true;
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Smart-money wallets').value).toBe('5');
    await fill('Within hours', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Save failed, try again'),
    );
  });
});
