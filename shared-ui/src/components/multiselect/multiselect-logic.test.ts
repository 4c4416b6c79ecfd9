import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  LIST_IS_EMPTY_MESSAGE,
  listMessage,
  maximumSelectedMessage,
  MULTISELECT_MAX_HEIGHT,
  MULTISELECT_OPTION_HEIGHT,
  MULTISELECT_OPTIONS_LIMIT,
  MULTISELECT_TAG_LIMIT,
  NO_ELEMENTS_FOUND_MESSAGE,
  toggleOption,
} from './multiselect-logic.ts';

const many = Array.from({ length: 1500 }, (_, index) => ({
  value: `v${index}`,
  label: `Option ${index}`,
}));

describe('multiselect rules', () => {
  it('uses the spec limits: 1000 options, 300 px, 40 px per option, 99999 tags', () => {
    expect(MULTISELECT_OPTIONS_LIMIT).toBe(1000);
    expect(MULTISELECT_MAX_HEIGHT).toBe(300);
    expect(MULTISELECT_OPTION_HEIGHT).toBe(40);
    expect(MULTISELECT_TAG_LIMIT).toBe(99999);
  });

  it('lists at most 1000 options', () => {
    expect(filterOptions(many, '')).toHaveLength(1000);
    expect(filterOptions(many, 'option 14')).toHaveLength(111);
  });

  it('searches labels in any case', () => {
    const networks = [
      { value: 'base', label: 'Base' },
      { value: 'solana', label: 'Solana' },
    ];
    expect(filterOptions(networks, 'SOL').map((option) => option.value)).toEqual(['solana']);
  });

  it('says the spec messages', () => {
    expect(maximumSelectedMessage(3)).toBe(
      'Maximum of 3 options selected. First remove a selected option to select another.',
    );
    expect(listMessage(0, 0)).toBe('List is empty.');
    expect(listMessage(5, 0)).toBe('No elements found. Consider changing the search query.');
    expect(listMessage(5, 2)).toBeNull();
    expect(LIST_IS_EMPTY_MESSAGE).toBe('List is empty.');
    expect(NO_ELEMENTS_FOUND_MESSAGE).toBe(
      'No elements found. Consider changing the search query.',
    );
  });

  it('selects and unselects, but not beyond the maximum', () => {
    expect(toggleOption(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleOption(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'b', 2)).toEqual(['a']);
  });
});
