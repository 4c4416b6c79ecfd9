import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';

describe('SignInPrompt', () => {
  it('shows the reason, the benefits and a button that starts the sign-in', async () => {
    const onConnect = vi.fn();
    renderWithTheme(
      <SignInPrompt
        title="To setup the alerts you need to be logged"
        bullets={['One', 'Two']}
        buttonLabel="Connect Wallet"
        onConnect={onConnect}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'To setup the alerts you need to be logged' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(onConnect).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while a sign-in is under way', async () => {
    const onConnect = vi.fn();
    renderWithTheme(
      <SignInPrompt
        lang="cs"
        title="Přihlaste se"
        bullets={[]}
        buttonLabel="Connect Wallet"
        onConnect={onConnect}
        busy
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(onConnect).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Přihlaste se' }).getAttribute('lang')).toBe('cs');
  });
});
