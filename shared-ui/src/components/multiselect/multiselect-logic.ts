export interface MultiselectOption {
  value: string;
  label: string;
}

/** Limits of spec §9: at most 1000 options listed, 300 px tall, 40 px per option. */
export const MULTISELECT_OPTIONS_LIMIT = 1000;
export const MULTISELECT_MAX_HEIGHT = 300;
export const MULTISELECT_OPTION_HEIGHT = 40;
/** How many selected options are shown as tags before the rest are counted. */
export const MULTISELECT_TAG_LIMIT = 99999;

export const NO_ELEMENTS_FOUND_MESSAGE = 'No elements found. Consider changing the search query.';
export const LIST_IS_EMPTY_MESSAGE = 'List is empty.';

export function maximumSelectedMessage(max: number): string {
  return `Maximum of ${max} options selected. First remove a selected option to select another.`;
}

/** Options whose label contains the query (any case), at most `optionsLimit` of them. */
export function filterOptions(
  options: readonly MultiselectOption[],
  query: string,
  optionsLimit: number = MULTISELECT_OPTIONS_LIMIT,
): MultiselectOption[] {
  const needle = query.trim().toLocaleLowerCase();
  const matching =
    needle === ''
      ? options
      : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  return matching.slice(0, optionsLimit);
}

export function isMaximumReached(selectedCount: number, max: number | undefined): boolean {
  return max !== undefined && selectedCount >= max;
}

/** Selects or unselects one option; selecting beyond `max` changes nothing. */
export function toggleOption(selected: readonly string[], value: string, max?: number): string[] {
  if (selected.includes(value)) return selected.filter((candidate) => candidate !== value);
  if (isMaximumReached(selected.length, max)) return [...selected];
  return [...selected, value];
}

/** What the open list says instead of (or above) its options, if anything. */
export function listMessage(
  allOptionCount: number,
  shownOptionCount: number,
): typeof LIST_IS_EMPTY_MESSAGE | typeof NO_ELEMENTS_FOUND_MESSAGE | null {
  if (allOptionCount === 0) return LIST_IS_EMPTY_MESSAGE;
  if (shownOptionCount === 0) return NO_ELEMENTS_FOUND_MESSAGE;
  return null;
}
