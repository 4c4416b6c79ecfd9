import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { nodeReachableBaseUrl } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { savedAccessToken } from '../support/saved-sign-in.ts';
import type { TestUser } from '../support/sign-in.ts';
import { listedDexSignals, TEST_CONTROL_API } from '../support/test-control.ts';

/**
 * The free test user: no other spec reads its bell or keeps rules or a webhook for it, so the
 * alerts raised here cannot change another spec's counts.
 */
const USER: TestUser = 'free';

/** One delivery as mock-api's test receiver kept it (mock-api/WEBHOOKS.md). */
interface SinkDelivery {
  status: number;
  signature: string | null;
  timestamp: string | null;
  idempotency_key: string | null;
  content_type: string | null;
  body: string;
}

interface DeliveredAlert {
  id: number | null;
  idempotency_key: string;
  type: string;
  title: string;
  url: string;
  token: { ticker: string; network: string | null; address: string | null } | null;
}

interface DexToken {
  ticker: string;
  network: string;
  address: string;
}

/** The receiver's check, as WEBHOOKS.md tells a trader to write it: on the raw body. */
function signedWith(secret: string, delivery: SinkDelivery): boolean {
  const hmac = createHmac('sha256', secret).update(`${delivery.timestamp}.${delivery.body}`);
  return delivery.signature === `sha256=${hmac.digest('hex')}`;
}

/** A receiver of the trader's webhook inside mock-api, its own for this run. */
function webhookSink(request: APIRequestContext) {
  const url = `${TEST_CONTROL_API}/__test/webhook-sink/alerts-spec-${Date.now()}`;
  return {
    url,
    async received(): Promise<SinkDelivery[]> {
      const answer = await request.get(url);
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { received: SinkDelivery[] }).received;
    },
    forget: () => request.delete(url),
  };
}

/** The trader's alert calls from Node, for the clean-up (the app's own paths). */
function alertsApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${savedAccessToken(USER)}` };
  const at = (path: string) => new URL(`/api${path}`, nodeReachableBaseUrl()).toString();
  return {
    async ruleIds(): Promise<number[]> {
      const answer = await request.get(at('/alerts/rules'), { headers });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { data: { id: number }[] }).data.map((rule) => rule.id);
    },
    deleteRule: (id: number) => request.delete(at(`/alerts/rules/${id}`), { headers }),
    removeWebhook: () => request.delete(at('/alerts/webhook'), { headers }),
    readAll: () => request.post(at('/alerts/read'), { headers, data: {} }),
  };
}

/**
 * A listed DEX token, learnt from one injected buy. The last of the list: the favourites'
 * alert specs take the first ones.
 */
async function dexToken(request: APIRequestContext): Promise<DexToken> {
  const tickers = [...new Set((await listedDexSignals(request)).map((row) => row.ticker))];
  const ticker = tickers.at(-1);
  if (!ticker) throw new Error('no DEX ticker listed');
  const made = await request.post(`${TEST_CONTROL_API}/__test/trade`, {
    data: { venue: 'dex', ticker, wallets: 1 },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { token: DexToken }).token;
}

/** The page's calls to the browser's notification permission, counted from the first script. */
async function countPermissionRequests(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { permissionRequests: number; shownTitles: string[] };
    counted.permissionRequests = 0;
    counted.shownTitles = [];
    const Original = window.Notification;
    const request = Original.requestPermission.bind(Original);
    Original.requestPermission = (...args) => {
      counted.permissionRequests += 1;
      return request(...args);
    };
    // Without a service worker (the suite blocks it) the page shows them itself.
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        counted.shownTitles.push(title);
      }
    }
    window.Notification = Recorded;
  });
  return {
    requests: () =>
      page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests),
    shown: () => page.evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles),
  };
}

test.describe('alerts outside the tab', () => {
  test.use({ signedInAs: USER });

  test('a rule on a token reaches a signed webhook and the bell; Send test for the webhook and for notifications', async ({
    page,
    context,
    request,
  }) => {
    const api = alertsApi(request);
    const sink = webhookSink(request);
    const rulesBefore = new Set(await api.ruleIds());
    try {
      const token = await dexToken(request);
      await api.readAll();
      await context.grantPermissions(['notifications']);
      const notifications = await countPermissionRequests(page);

      await page.goto('/alerts');
      await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
      const webhook = page.getByRole('region', { name: 'Webhook' });
      await expect(webhook.getByLabel('Webhook URL')).toBeVisible();
      // Never asked on load: only the switch asks.
      const toggle = page.getByRole('switch', { name: 'Show alerts as browser notifications' });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(await notifications.requests()).toBe(0);

      // The webhook: its secret shown once, then a signed test delivery.
      const remove = webhook.getByRole('button', { name: 'Remove webhook' });
      if (await remove.isVisible()) {
        await remove.click();
        await page
          .getByRole('dialog', { name: 'Remove the webhook?' })
          .getByRole('button', { name: 'Remove webhook' })
          .click();
      }
      await webhook.getByLabel('Webhook URL').fill(sink.url);
      await webhook.getByRole('button', { name: 'Save webhook' }).click();
      const secretBox = page.getByRole('region', { name: 'Signing secret' });
      const secret = (await secretBox.locator('[data-secret]').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await expect(
        webhook.getByText(`Signing secret ending in …${secret.slice(-4)}.`),
      ).toBeVisible();
      await secretBox.getByRole('button', { name: 'I have saved it' }).click();
      await expect(secretBox).toHaveCount(0);

      await webhook.getByRole('button', { name: 'Send test' }).click();
      await expect(webhook.getByText('Test alert delivered (HTTP 204).')).toBeVisible();
      const [test] = await sink.received();
      expect(test && signedWith(secret, test)).toBe(true);
      expect(JSON.parse(test?.body ?? '{}')).toMatchObject({ type: 'test', id: null });
      await expect(webhook.getByRole('table').getByRole('row')).toHaveCount(2);

      // Browser notifications: the switch asks (the permission is given), then a test shows.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('button', { name: 'Send test notification' }).click();
      await expect(page.getByText('Test notification sent.')).toBeVisible();
      expect(await notifications.shown()).toEqual(['Flowscope test alert']);

      // A rule on the token: 60 smart-money wallets within the hour, more than the market's own.
      await page.getByRole('button', { name: 'New alert' }).click();
      const form = page.getByRole('dialog', { name: 'New alert' });
      await form.getByLabel('Alert when').selectOption({ label: 'Smart-money wallets buy' });
      await form.getByLabel('Market').selectOption({ label: 'DEX' });
      await form.getByLabel('Network').selectOption(token.network);
      await form.getByLabel('Contract address').fill(token.address);
      await form.getByLabel('Smart-money wallets').fill('60');
      await form.getByLabel('Within hours').fill('1');
      await form.getByRole('button', { name: 'Create alert' }).click();
      await expect(form).toHaveCount(0);
      const rules = page.getByRole('list', { name: 'Your alert rules' });
      await expect(
        rules.getByRole('listitem', { name: /^60 smart-money wallets buy .+ within 1 hour$/ }),
      ).toBeVisible();

      const bought = await request.post(`${TEST_CONTROL_API}/__test/trade`, {
        data: { venue: 'dex', ticker: token.ticker, wallets: 60 },
      });
      expect(bought.status()).toBe(201);

      // The receiver gets the rule's alert once, signed with the secret shown.
      await expect
        .poll(async () => (await sink.received()).filter((d) => d.body.includes('rule.')).length)
        .toBe(1);
      const delivery = (await sink.received()).find((d) => d.body.includes('rule.'));
      if (!delivery) throw new Error('no rule alert delivered');
      expect(signedWith(secret, delivery)).toBe(true);
      expect(delivery.content_type).toContain('application/json');
      const alert = JSON.parse(delivery.body) as DeliveredAlert;
      expect(alert).toMatchObject({
        type: 'rule.cluster_buys',
        idempotency_key: `flowscope-alert-${alert.id}`,
        token: { network: token.network, address: token.address },
      });
      expect(delivery.idempotency_key).toBe(alert.idempotency_key);

      // The bell shows the same alert, linked to the token's page.
      const bell = page.getByRole('button', { name: 'Notifications' });
      await expect(bell.locator('[data-unread-count]')).toHaveAttribute('data-unread-count', '1');
      await bell.click();
      const fromRules = page
        .getByRole('dialog', { name: 'Recent notifications' })
        .getByRole('region', { name: 'Alerts from your rules' });
      const link = fromRules.locator('li[data-alert-read="false"]').getByRole('link');
      await expect(link).toHaveText(alert.title);
      expect(await link.getAttribute('href')).toBe(alert.url);

      // Read in the bell, read everywhere: the Alerts page's list says so too.
      await link.click();
      await expect(bell.locator('[data-unread-count]')).toHaveCount(0);
      await page.goto('/alerts');
      const recent = page.getByRole('list', { name: 'Recent alerts' });
      await expect(recent.getByRole('link', { name: alert.title }).first()).toBeVisible();
      await expect(recent.locator('li[data-alert-read="false"]')).toHaveCount(0);
    } finally {
      for (const id of await api.ruleIds()) if (!rulesBefore.has(id)) await api.deleteRule(id);
      await api.removeWebhook();
      await api.readAll();
      await sink.forget();
    }
  });
});
