import type { CSSObject } from '@emotion/react';
import type { FormEvent } from 'react';
import { Button } from '../components/button/Button.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import type { StaticTheme } from '../theme/static-theme.ts';
import { SearchTips } from './SearchTips.tsx';
import { SEARCH_TITLE } from './search-examples.ts';
import { useQueryDraft } from './use-query-draft.ts';

const SEARCH_FORM_VARIANTS = ['header', 'page'] as const;
type SearchFormVariant = (typeof SEARCH_FORM_VARIANTS)[number];

export interface SearchFormProps {
  /**
   * The search shown where the form sits; the input follows it (a search run elsewhere, Back,
   * an example). Null: no search is shown here, and the trader's draft is kept.
   */
  query: string | null;
  /** Runs a search with the trimmed text (from Enter, the Search button or an example). */
  onSearch: (query: string) => void;
  /** 'header': a compact box named by its placeholder; 'page': a named form with a button. */
  variant: SearchFormVariant;
  /** Where the tips' 'Learn more' leads. */
  learnMoreUrl: string;
}

interface VariantStyle {
  formLabel: string | undefined;
  inputLabel: string;
  /** The header's box has no visible label: its hint also shows as a tooltip. */
  inputTitle: string | undefined;
  showButton: boolean;
  form: (theme: StaticTheme) => CSSObject;
  inputFlex: string;
}

const variants: Record<SearchFormVariant, VariantStyle> = {
  header: {
    formLabel: undefined,
    inputLabel: SEARCH_TITLE,
    inputTitle: SEARCH_TITLE,
    showButton: false,
    form: (theme) => ({ gap: theme.spacing.xs, flex: '1 1 320px', maxWidth: 520 }),
    inputFlex: '1',
  },
  page: {
    formLabel: 'Search Engine',
    inputLabel: 'Search query',
    inputTitle: undefined,
    showButton: true,
    form: (theme) => ({ flexWrap: 'wrap', gap: theme.spacing.sm, maxWidth: 720 }),
    inputFlex: '1 1 280px',
  },
};

const styles = staticStyles((theme) => {
  const byVariant = {} as Record<
    `form-${SearchFormVariant}` | `input-${SearchFormVariant}`,
    CSSObject
  >;
  for (const variant of SEARCH_FORM_VARIANTS) {
    byVariant[`form-${variant}`] = {
      display: 'flex',
      alignItems: 'center',
      ...variants[variant].form(theme),
    };
    byVariant[`input-${variant}`] = {
      flex: variants[variant].inputFlex,
      minWidth: 0,
      padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
      borderRadius: theme.radii.md,
      border: `1px solid ${theme.colors.border}`,
      background: theme.colors.surfaceRaised,
      color: theme.colors.text,
      font: 'inherit',
    };
  }
  return byVariant;
});

/** A token search: the input, the Search button on the page, and the shared search tips. */
export function SearchForm({ query, onSearch, variant, learnMoreUrl }: SearchFormProps) {
  const classes = useStaticClasses(styles);
  const style = variants[variant];
  const [text, setText] = useQueryDraft(query);
  const runSearch = (raw: string) => {
    const trimmed = raw.trim();
    setText(trimmed);
    onSearch(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(text);
  };
  return (
    <form
      role="search"
      aria-label={style.formLabel}
      onSubmit={submit}
      className={classes[`form-${variant}`]}
    >
      <input
        type="search"
        name="query"
        value={text}
        onChange={(event) => setText(event.target.value)}
        title={style.inputTitle}
        placeholder={SEARCH_TITLE}
        aria-label={style.inputLabel}
        maxLength={200}
        className={classes[`input-${variant}`]}
      />
      {style.showButton && (
        <Button type="submit" variant="primary" size="md">
          Search
        </Button>
      )}
      <SearchTips onExample={runSearch} learnMoreUrl={learnMoreUrl} />
    </form>
  );
}
