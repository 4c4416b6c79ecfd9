import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'one', title: 'First question', content: 'First answer' },
  { id: 'two', title: 'Second question', content: 'Second answer' },
  { id: 'three', title: 'Third question', content: 'Third answer' },
];

describe('Accordion', () => {
  it('starts closed; a header button opens its named region and says so with aria-expanded', async () => {
    renderWithTheme(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First question' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'First question' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'First question' })).toBeTruthy();
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'First question' });
    expect(panel.textContent).toBe('First answer');
    expect(first.getAttribute('aria-controls')).toBe(panel.id);
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move', async () => {
    renderWithTheme(<Accordion items={items} defaultOpen={['three']} />);
    expect(screen.getByRole('region', { name: 'Third question' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('First question');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'First question' })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Second question');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Second question' })).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Third question');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('First question');
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement?.textContent).toBe('First question');
  });
});
