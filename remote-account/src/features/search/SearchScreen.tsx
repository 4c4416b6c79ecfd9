import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { docsUrl, routeTo, SCREEN_ROUTES } from '@flowscope/shared-api';
import {
  Button,
  PageSection,
  SEARCH_EXAMPLES,
  SearchForm,
  staticStyles,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { SearchResults } from './SearchResults.tsx';
import { useSearchResults } from './use-search-results.ts';

const styles = staticStyles((theme) => ({
  start: { display: 'grid', gap: theme.spacing.sm },
  intro: { margin: 0, color: theme.colors.textMuted },
  examples: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm },
}));

/** Before any search: what can be searched, and the example searches to start from. */
function SearchStart({ onExample }: { onExample: (text: string) => void }) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.start}>
      <p className={classes.intro}>
        Search tokens by name or ticker, paste a contract address, or describe a topic. Combine
        searches with OR.
      </p>
      <div role="group" aria-label="Example searches" className={classes.examples}>
        {SEARCH_EXAMPLES.map((example) => (
          <Button key={example} variant="secondary" size="sm" onClick={() => onExample(example)}>
            {example}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * Search (spec §2): tokens, contract addresses, keywords and topics. The query is the URL's
 * `query`, shared with the header's search box: submitting either lands here.
 */
export default function SearchScreen() {
  const navigate = useNavigate();
  const search = useSearchResults();
  const runSearch = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      void navigate(trimmed === '' ? routeTo.screen('search') : routeTo.search(trimmed));
    },
    [navigate],
  );
  return (
    <PageSection title={SCREEN_ROUTES.search.heading} gap="lg">
      <SearchForm
        variant="page"
        query={search.query}
        onSearch={runSearch}
        learnMoreUrl={docsUrl('search')}
      />
      {search.query === '' ? (
        <SearchStart onExample={runSearch} />
      ) : (
        <SearchResults
          query={search.query}
          list={search.list}
          rows={search.rows}
          signedIn={search.signedIn}
          onToggleFavourite={search.toggleFavorite}
          rowKey={search.rowKey}
        />
      )}
    </PageSection>
  );
}
