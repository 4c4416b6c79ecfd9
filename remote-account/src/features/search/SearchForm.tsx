import type { FormEvent } from 'react';
import { Button, SEARCH_TITLE, SearchTips, useQueryDraft } from '@flowscope/shared-ui';

export interface SearchFormProps {
  /** The search the page shows; the input follows it (e.g. a search from the header). */
  query: string;
  onSearch: (text: string) => void;
}

/** The page's own search box: input, Search button and the shared tips with their examples. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const [text, setText] = useQueryDraft(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form
      role="search"
      aria-label="Search Engine"
      onSubmit={submit}
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing.sm,
        maxWidth: 720,
      })}
    >
      <input
        type="search"
        name="query"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={SEARCH_TITLE}
        aria-label="Search query"
        maxLength={200}
        css={(theme) => ({
          flex: '1 1 280px',
          minWidth: 0,
          padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surfaceRaised,
          color: theme.colors.text,
          font: 'inherit',
        })}
      />
      <Button type="submit" variant="primary" size="md">
        Search
      </Button>
      <SearchTips onExample={onSearch} />
    </form>
  );
}
