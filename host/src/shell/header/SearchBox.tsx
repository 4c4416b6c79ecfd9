import type { FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { SEARCH_TITLE, SearchTips, useQueryDraft } from '@flowscope/shared-ui';

/**
 * The header search: submitting goes to /search with the trimmed text as `query`. On the
 * Search page it shows the page's search, so both inputs stay in step.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const shownSearch = pathname === routeTo.screen('search') ? (params.get('query') ?? '') : null;
  const [text, setText] = useQueryDraft(shownSearch);

  const runSearch = (query: string) => {
    const trimmed = query.trim();
    setText(trimmed);
    void navigate(routeTo.search(trimmed));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(text);
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing.xs,
        flex: '1 1 320px',
        maxWidth: 520,
      })}
    >
      <input
        type="search"
        name="query"
        value={text}
        onChange={(event) => setText(event.target.value)}
        title={SEARCH_TITLE}
        placeholder={SEARCH_TITLE}
        aria-label={SEARCH_TITLE}
        maxLength={200}
        css={(theme) => ({
          flex: 1,
          minWidth: 0,
          padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surfaceRaised,
          color: theme.colors.text,
          font: 'inherit',
        })}
      />
      <SearchTips onExample={runSearch} />
    </form>
  );
}
