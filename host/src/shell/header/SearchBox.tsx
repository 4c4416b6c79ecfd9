import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { docsUrl, routeTo } from '@flowscope/shared-api';
import { SearchForm } from '@flowscope/shared-ui';

/**
 * The header search: submitting goes to /search with the trimmed text as `query`. On the
 * Search page it shows the page's search, so both inputs stay in step.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const shownSearch = pathname === routeTo.screen('search') ? (params.get('query') ?? '') : null;
  return (
    <SearchForm
      variant="header"
      query={shownSearch}
      onSearch={(query) => void navigate(routeTo.search(query))}
      learnMoreUrl={docsUrl('search')}
    />
  );
}
