import { Button } from '../components/button/Button.tsx';
import { Popover } from '../components/popover/Popover.tsx';
import { DocsLink } from '../components/docs-link/DocsLink.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { SEARCH_EXAMPLES } from './search-examples.ts';

const styles = staticStyles((theme) => ({
  tips: { display: 'grid', gap: theme.spacing.md },
  title: { margin: 0, fontSize: theme.fontSizes.h4 },
  paragraph: { margin: 0 },
  examples: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm },
  actions: { display: 'flex', justifyContent: 'space-between', gap: theme.spacing.sm },
}));

export interface SearchTipsProps {
  /** Runs the chosen example search; the popover closes first. */
  onExample: (query: string) => void;
  /** Where 'Learn more' leads: the docs site's page on search, or the app's own. */
  learnMoreUrl: string;
}

/** 'Search Engine Tips': how to search, with example searches that run at once. */
export function SearchTips({ onExample, learnMoreUrl }: SearchTipsProps) {
  const classes = useStaticClasses(styles);
  return (
    <Popover
      label="Search Engine Tips"
      placement="bottom-end"
      trigger={(props) => (
        <Button
          {...props}
          variant="tertiary"
          size="icon-md"
          aria-label="Search Engine Tips"
          title="Search Engine Tips"
        >
          <span aria-hidden="true">?</span>
        </Button>
      )}
    >
      {(close) => (
        <div className={classes.tips}>
          <h2 className={classes.title}>Search Engine Tips</h2>
          <p className={classes.paragraph}>
            Search for tokens by name or ticker, paste a contract address, or describe keywords and
            topics in your own words.
          </p>
          <p className={classes.paragraph}>
            Combine queries with <strong>OR</strong>, for example <code>AI OR RWA</code>, to see
            tokens matching either.
          </p>
          <div role="group" aria-label="Example searches" className={classes.examples}>
            {SEARCH_EXAMPLES.map((example) => (
              <Button
                key={example}
                variant="secondary"
                size="sm"
                onClick={() => {
                  close();
                  onExample(example);
                }}
              >
                {example}
              </Button>
            ))}
          </div>
          <div className={classes.actions}>
            <DocsLink href={learnMoreUrl}>Learn more</DocsLink>
            <Button variant="secondary" size="sm" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Popover>
  );
}
