import { describe, expect, it } from 'vitest';
import { DataTable } from '../components/table/DataTable.tsx';
import { ROW_CONTENT_HEIGHT } from '../components/table/SkeletonRows.tsx';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { DataFreshness } from './DataFreshness.tsx';

// What arrives later takes space kept for it, so the first answer moves nothing on a phone.
describe('space kept for what arrives later', () => {
  it("keeps the 'Updated' line's place, empty and hidden, before the first answer", () => {
    const { container, rerender } = renderWithTheme(<DataFreshness lastUpdated={null} />);
    const pending = container.querySelector('p');
    expect(pending?.getAttribute('aria-hidden')).toBe('true');
    expect(pending?.textContent).toBe('');
    const reserved = getComputedStyle(pending as Element).minHeight;
    expect(reserved).not.toBe('');

    rerender(<DataFreshness lastUpdated={Date.now()} />);
    const line = container.querySelector('p');
    expect(line?.textContent).toContain('Updated');
    expect(getComputedStyle(line as Element).minHeight).toBe(reserved);
  });

  it('draws as many placeholder rows as the page will show, each a real row tall', () => {
    const { container } = renderWithTheme(
      <DataTable
        label="Top Holdings CEX"
        rows={[]}
        columns={[{ key: 'coin', label: 'Coin' }]}
        sort={null}
        onSort={() => undefined}
        loading
        skeletonRowCount={20}
      />,
    );
    const placeholders = container.querySelectorAll('tr[data-skeleton]');
    expect(placeholders).toHaveLength(20);
    const cellContent = placeholders[0]?.querySelector('td > span');
    expect(getComputedStyle(cellContent as Element).height).toBe(`${ROW_CONTENT_HEIGHT}px`);
  });
});
