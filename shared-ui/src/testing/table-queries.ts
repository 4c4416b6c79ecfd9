import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Finds the table named `name` and waits until it shows `rows` rows (header row included). */
export async function findLoadedTable(name: string, rows = 11): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(rows));
  return grid;
}

/** The table's column headers as their text reads. */
export function columnHeaders(grid: HTMLElement): (string | undefined)[] {
  return within(grid)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());
}
