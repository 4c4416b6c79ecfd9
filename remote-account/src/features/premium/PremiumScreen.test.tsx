import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  configureProductLinks,
  premiumRedirectState,
  resetProductLinks,
} from '@flowscope/shared-api';
import { renderScreen } from '@flowscope/shared-api/testing';
import PremiumScreen from './PremiumScreen.tsx';

function show(state?: unknown) {
  return renderScreen(PremiumScreen, { url: '/premium', routePath: '/premium', state });
}

const QUESTIONS = [
  /^What is Flowscope Premium\?$/,
  /difference between the free plan and Premium/,
  /How are tokens scored/,
  /Top Accumulations/,
  /trust/,
  /Who should use/,
  /new launches/,
  /market psychology and limit orders/,
  /meme coins and microcaps/,
  /How fast is the data/,
  /secure/,
];

describe('Premium', () => {
  it("shows 'Get Premium', the benefits, the price and the spec's figures", () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeTruthy();
    const benefits = within(screen.getByRole('list', { name: 'Premium benefits' }));
    const text = benefits
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .join('\n');
    expect(text).toMatch(/2800\+ smart-money wallets/);
    expect(text).toMatch(/1270\+ influencers/);
    expect(text).toMatch(/at most 1 minute/);
    expect(screen.getByText('$100–150 per month')).toBeTruthy();
  });

  it('links to a message to the admin, in a new tab without handing over this page', () => {
    // No admin id configured: Discord's direct messages, never a made-up profile.
    show();
    const link = screen.getByRole('link', { name: /Message the admin on Discord/ });
    expect(link.getAttribute('href')).toBe('https://discord.com/channels/@me');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("opens the admin's Discord profile set in the runtime config", () => {
    configureProductLinks({ adminDiscordId: '223456789012345678' });
    try {
      show();
      expect(
        screen.getByRole('link', { name: /Message the admin on Discord/ }).getAttribute('href'),
      ).toBe('https://discord.com/users/223456789012345678');
    } finally {
      resetProductLinks();
    }
  });

  it('answers the eleven questions in an accordion that opens from the mouse and the keyboard', async () => {
    show();
    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' });
    expect(faq).toBeTruthy();
    const questions = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent ?? '');
    expect(questions).toHaveLength(11);
    QUESTIONS.forEach((pattern, index) => expect(questions[index]).toMatch(pattern));

    const speed = screen.getByRole('button', { name: 'How fast is the data?' });
    expect(speed.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(speed);
    expect(speed.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How fast is the data?' }).textContent).toMatch(
      /at most 1 minute/,
    );

    speed.focus();
    await userEvent.keyboard('{ArrowDown}');
    const security = screen.getByRole('button', { name: 'Is my account secure?' });
    expect(document.activeElement).toBe(security);
    await userEvent.keyboard('{Enter}');
    expect(security.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Is my account secure?' }).textContent).toMatch(
      /never asks for a wallet, a private key or a seed phrase/,
    );
  });

  it('says why the trader is here when a blocked favourite sent them', () => {
    show(premiumRedirectState('favorite'));
    expect(screen.getByRole('status').textContent).toMatch(
      /Adding tokens to your favorites is a Premium feature/,
    );
  });

  it('says nothing of a blocked action on a plain visit', () => {
    show();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
