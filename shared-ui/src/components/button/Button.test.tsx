import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { BUTTON_INTENTS, BUTTON_SIZES, BUTTON_VARIANTS } from './button-styles.ts';

describe('Button', () => {
  it('offers exactly the spec variants, intents and sizes', () => {
    expect(BUTTON_VARIANTS).toEqual(['primary', 'secondary', 'tertiary', 'textLink', 'menu']);
    expect(BUTTON_INTENTS).toEqual(['default', 'positive', 'warning', 'attention', 'ghost']);
    expect(BUTTON_SIZES).toEqual(['sm', 'md', 'lg', 'icon-sm', 'icon-md', 'icon-lg', 'icon-xl']);
  });

  it('defaults to primary, default intent, md, type button', () => {
    renderWithTheme(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.dataset).toMatchObject({ variant: 'primary', intent: 'default', size: 'md' });
    expect(button.getAttribute('type')).toBe('button');
  });

  it('calls onClick when active', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and says it is busy', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label in place while loading, so it keeps its width', () => {
    const { rerender } = renderWithTheme(<Button>Refresh</Button>);
    const label = screen.getByText('Refresh');
    rerender(<Button loading>Refresh</Button>);
    // The same label, made transparent under the spinner, still names the button.
    expect(screen.getByText('Refresh')).toBe(label);
    expect(label.style.opacity).toBe('0');
    expect(
      screen
        .getByRole('button', { name: 'Refresh' })
        .querySelector('[aria-hidden="true"][data-size]'),
    ).not.toBeNull();
    rerender(<Button>Refresh</Button>);
    expect(label.style.opacity).toBe('');
  });

  it('ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Search
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders every variant × intent × size', () => {
    renderWithTheme(
      <>
        {BUTTON_VARIANTS.flatMap((variant) =>
          BUTTON_INTENTS.flatMap((intent) =>
            BUTTON_SIZES.map((size) => (
              <Button
                key={`${variant}-${intent}-${size}`}
                variant={variant}
                intent={intent}
                size={size}
              >
                x
              </Button>
            )),
          ),
        )}
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(5 * 5 * 7);
  });
});

describe('ButtonLink', () => {
  it('is a link to the route, dressed as a button', () => {
    renderWithTheme(
      <ButtonLink to="/premium" variant="textLink">
        Buy Premium
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Buy Premium' }).getAttribute('href')).toBe('/premium');
  });
});
