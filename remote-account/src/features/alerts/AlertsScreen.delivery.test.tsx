import { createHmac } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BROWSER_NOTIFICATIONS_KEY,
  setBrowserNotificationEnvironment,
  type NotificationPermissionState,
} from '@flowscope/shared-api';
import { ALERT_PATHS, WEBHOOK_HEADERS } from '@flowscope/shared-api/contract';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { showAlerts, signedInAlerts, waitForDialogToClose } from './alerts-test-support.ts';

const backend = mockBackendPerTest();

interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The trader's receiver, standing in for the network: every delivery is kept, answered `status`. */
function receiver() {
  const received: Received[] = [];
  let status = 204;
  backend.api.alerts.webhookOptions.fetch = (input, init) => {
    received.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: String(init?.body),
    });
    return Promise.resolve(new Response(null, { status }));
  };
  // A failed delivery's retry would come after a minute: long after the test.
  backend.api.alerts.webhookOptions.retryDelaysMs = [60_000];
  return {
    received,
    answer: (next: number) => {
      status = next;
    },
  };
}

/** The receiver's check (mock-api/WEBHOOKS.md): the HMAC of `${timestamp}.${raw body}`. */
function signedWith(secret: string, delivery: Received): boolean {
  const timestamp = delivery.headers[WEBHOOK_HEADERS.timestamp];
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`);
  return delivery.headers[WEBHOOK_HEADERS.signature] === `sha256=${hmac.digest('hex')}`;
}

/** '15/06/2025 14:00 CEST': a time on the display clock. */
const DISPLAY_TIME = expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d \S+$/) as string;

/** The delivery log's rows, as their cells read. */
function logRows(card: ReturnType<typeof within>): (string | null)[][] {
  const rows: HTMLElement[] = card.getAllByRole('row');
  return rows.slice(1).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

const webhookCard = () => within(screen.getByRole('region', { name: 'Webhook' }));
const shownSecret = async () =>
  (await screen.findByRole('region', { name: 'Signing secret' })).querySelector('[data-secret]')
    ?.textContent ?? '';

describe('Alerts signed out', () => {
  it('asks the visitor to sign in and calls nothing', () => {
    showAlerts();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'To setup the alerts you need to be logged' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(backend.calls.filter((call) => call.path.startsWith('/alerts'))).toEqual([]);
  });
});

describe('Alerts: webhook', () => {
  it('sets the URL, shows the secret once, sends a signed test, rotates the secret and logs each delivery', async () => {
    const sink = receiver();
    await signedInAlerts(backend);
    const card = await waitFor(() => {
      const found = webhookCard();
      found.getByLabelText('Webhook URL');
      return found;
    });

    await userEvent.type(card.getByLabelText('Webhook URL'), 'ftp://hooks.example.test/in');
    await userEvent.click(card.getByRole('button', { name: 'Save webhook' }));
    const field = card.getByLabelText('Webhook URL');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(card.getByText('url must use https:// or http://, not ftp://')).toBeTruthy();
    expect(backend.callsTo(ALERT_PATHS.webhook).filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'https://hooks.example.test/flowscope');
    await userEvent.click(card.getByRole('button', { name: 'Save webhook' }));
    const secret = await shownSecret();
    expect(secret).toMatch(/^whsec_/);
    const hint = await card.findByText(/Signing secret ending in/);
    expect(hint.textContent).toContain(secret.slice(-4));
    expect(card.getByText('No deliveries yet. Send a test to see one.')).toBeTruthy();

    await userEvent.click(card.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('region', { name: 'Signing secret' })).toBeNull();

    await userEvent.click(card.getByRole('button', { name: 'Send test' }));
    expect((await card.findByText('Test alert delivered (HTTP 204).')).getAttribute('role')).toBe(
      'status',
    );
    expect(sink.received).toHaveLength(1);
    const test = sink.received[0] as Received;
    expect(test.url).toBe('https://hooks.example.test/flowscope');
    expect(JSON.parse(test.body)).toMatchObject({ type: 'test', id: null });
    expect(signedWith(secret, test)).toBe(true);
    await card.findByRole('table');
    expect(logRows(card)).toEqual([[DISPLAY_TIME, 'Test', 'First', 'Delivered HTTP 204', '—']]);

    await userEvent.click(card.getByRole('button', { name: 'Rotate secret' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Rotate the signing secret?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Rotate secret' }));
    await waitForDialogToClose('Rotate the signing secret?');
    const rotated = await shownSecret();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);

    sink.answer(503);
    await userEvent.click(card.getByRole('button', { name: 'Send test' }));
    expect(await card.findByText('Test alert not delivered: HTTP 503, retrying.')).toBeTruthy();
    const second = sink.received[1] as Received;
    expect(signedWith(rotated, second)).toBe(true);
    expect(signedWith(secret, second)).toBe(false);
    await waitFor(() => expect(logRows(card)).toHaveLength(2));
    // Newest first; a retry is due.
    expect(logRows(card)[0]).toEqual([
      DISPLAY_TIME,
      'Test',
      'First',
      'Failed HTTP 503',
      DISPLAY_TIME,
    ]);
  });

  it('says why the API refuses a URL, and removes the webhook after asking', async () => {
    receiver();
    const { userId } = await signedInAlerts(backend, (userId) => {
      backend.api.alerts.webhooks.setUrl(userId, 'https://hooks.example.test/old', Date.now());
    });
    const card = webhookCard();
    const field = await card.findByDisplayValue('https://hooks.example.test/old');
    expect(card.getByText('Alerts arrive as JSON.', { exact: false })).toBeTruthy();

    const refusal = backend.failNext(ALERT_PATHS.webhook, 502);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://discord.com/api/webhooks/123/abc');
    await userEvent.click(card.getByRole('button', { name: 'Save URL' }));
    expect(await card.findByText('Server error occurred')).toBeTruthy();
    refusal.restore();
    await userEvent.click(card.getByRole('button', { name: 'Save URL' }));
    expect(
      await card.findByText(/Discord webhook: alerts arrive as Discord messages/),
    ).toBeTruthy();
    // A changed URL keeps its secret: nothing new to show.
    expect(screen.queryByRole('region', { name: 'Signing secret' })).toBeNull();

    await userEvent.click(card.getByRole('button', { name: 'Remove webhook' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove the webhook?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Remove webhook' }));
    await waitForDialogToClose('Remove the webhook?');
    expect(await card.findByRole('button', { name: 'Save webhook' })).toBeTruthy();
    // Its buttons went with it: the focus is on the URL field, not lost.
    await waitFor(() => expect(document.activeElement).toBe(card.getByLabelText('Webhook URL')));
    expect(card.queryByRole('button', { name: 'Send test' })).toBeNull();
    expect(backend.callsTo(ALERT_PATHS.webhook).map((c) => c.method)).toContain('DELETE');
    expect(backend.api.alerts.webhooks.get(userId)).toBeUndefined();
  });
});

/** A browser whose permission answer and notifications the test holds. */
function browser(answer: NotificationPermissionState) {
  let permission: NotificationPermissionState = 'default';
  const shown: { title: string; options: NotificationOptions }[] = [];
  const requestPermission = vi.fn(() => {
    permission = answer;
    return Promise.resolve(answer);
  });
  setBrowserNotificationEnvironment({
    permission: () => permission,
    requestPermission,
    registration: () =>
      Promise.resolve({
        showNotification: (title, options) => {
          shown.push({ title, options });
          return Promise.resolve();
        },
        getNotifications: () => Promise.resolve([]),
      }),
    inBackground: () => false,
  });
  return { requestPermission, shown };
}

const notificationSwitch = () =>
  screen.getByRole('switch', { name: 'Show alerts as browser notifications' });
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('Alerts: browser notifications', () => {
  it('asks for permission only when switched on, then shows a test notification', async () => {
    const page = browser('granted');
    await signedInAlerts(backend);
    const toggle = notificationSwitch();
    expect(page.requestPermission).not.toHaveBeenCalled();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(describedBy(toggle)).toMatch(/^Off: /);
    const test = screen.getByRole('button', { name: 'Send test notification' });
    expect(test).toHaveProperty('disabled', true);

    await userEvent.click(toggle);
    expect(page.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(describedBy(toggle)).toMatch(/^On: new alerts show as system notifications/);
    expect(JSON.parse(localStorage.getItem(BROWSER_NOTIFICATIONS_KEY) ?? '{}')).toMatchObject({
      state: { optedIn: true },
    });

    await userEvent.click(test);
    expect(await screen.findByText('Test notification sent.')).toBeTruthy();
    expect(page.shown).toEqual([
      {
        title: 'Flowscope test alert',
        options: expect.objectContaining({
          tag: 'flowscope-test',
          data: { url: '/alerts', alertId: null },
        }),
      },
    ]);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(page.requestPermission).toHaveBeenCalledOnce();
  });

  it('says when the browser blocks them, and cannot be switched on then', async () => {
    const page = browser('denied');
    await signedInAlerts(backend);
    await userEvent.click(notificationSwitch());
    await waitFor(() =>
      expect(describedBy(notificationSwitch())).toMatch(/^Blocked by the browser/),
    );
    expect(notificationSwitch()).toHaveProperty('disabled', true);
    expect(notificationSwitch().getAttribute('aria-checked')).toBe('false');
    expect(page.shown).toEqual([]);
  });
});
