import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlowscopeThemeProvider } from '../../theme/ThemeProvider.tsx';
import { FollowButton } from './FollowButton.tsx';

function Harness({ onToggle }: { onToggle: (follow: boolean) => void }) {
  const [following, setFollowing] = useState(false);
  return (
    <FollowButton
      handle="pepelabs"
      following={following}
      onToggle={(next) => {
        onToggle(next);
        setFollowing(next);
      }}
    />
  );
}

describe('FollowButton', () => {
  it('follows, shows Following, offers Unfollow on hover and says its state', () => {
    const onToggle = vi.fn();
    render(
      <FlowscopeThemeProvider mode="dark">
        <Harness onToggle={onToggle} />
      </FlowscopeThemeProvider>,
    );
    const follow = screen.getByRole('button', { name: 'Follow @pepelabs' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(follow.textContent).toBe('Follow');
    fireEvent.click(follow);
    expect(onToggle).toHaveBeenLastCalledWith(true);

    const following = screen.getByRole('button', { name: 'Unfollow @pepelabs' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    // Right after the press it shows what the press did.
    expect(following.textContent).toBe('Following');
    fireEvent.mouseEnter(following);
    expect(following.textContent).toBe('Unfollow');
    fireEvent.click(following);
    expect(onToggle).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Follow @pepelabs' })).toBeTruthy();
  });

  it('is held still while its state is not known, and takes no press', () => {
    const onToggle = vi.fn();
    render(
      <FlowscopeThemeProvider mode="dark">
        <FollowButton handle="pepelabs" following={false} onToggle={onToggle} disabled />
      </FlowscopeThemeProvider>,
    );
    const follow = screen.getByRole('button', { name: 'Follow @pepelabs' });
    expect((follow as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(follow);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
