import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Avatar, AvatarBucketProvider, avatarUrl } from './Avatar.tsx';

describe('avatarUrl', () => {
  it('loads {handle}.jpg from the bucket', () => {
    expect(avatarUrl('cryptokid', 'https://images.example/avatars/')).toBe(
      'https://images.example/avatars/cryptokid.jpg',
    );
  });
});

describe('Avatar', () => {
  it('shows the picture from the bucket given by the provider', () => {
    renderWithTheme(
      <AvatarBucketProvider value="https://images.example/a">
        <Avatar handle="whale_hunter" />
      </AvatarBucketProvider>,
    );
    const image = screen.getByRole('img', { name: '@whale_hunter' });
    expect(image.getAttribute('src')).toBe('https://images.example/a/whale_hunter.jpg');
  });

  it('falls back to the initial when the picture fails', () => {
    renderWithTheme(<Avatar handle="whale_hunter" bucketUrl="/b" />);
    fireEvent.error(screen.getByRole('img', { name: '@whale_hunter' }));
    const fallback = screen.getByRole('img', { name: '@whale_hunter' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('W');
  });

  it('loads nothing for a masked handle', () => {
    renderWithTheme(<Avatar handle="***" alt="Anonymous" />);
    expect(screen.getByRole('img', { name: 'Anonymous' }).textContent).toBe('?');
  });
});
