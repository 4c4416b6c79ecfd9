import { formatCount, networkName, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${theme.spacing.xs}px ${theme.spacing.md}px`,
    padding: theme.spacing.sm,
    border: `1px dashed ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  },
  filters: { display: 'contents' },
  filter: { display: 'flex', gap: theme.spacing.xs },
  value: { margin: 0, color: theme.colors.text, overflowWrap: 'anywhere' },
}));

export interface DebugFilterSummaryProps {
  searchQuery: string;
  minCap: number | null;
  maxCap: number | null;
  /** '' for every network. */
  network: string;
  resultCount: number;
  page: number;
  totalPages: number;
}

const NONE = '—';

/** The development-mode summary of the active filters (data-screens §2, §6). */
export function DebugFilterSummary(props: DebugFilterSummaryProps) {
  const classes = useStaticClasses(styles);
  const items = [
    { label: 'Search', value: props.searchQuery === '' ? NONE : props.searchQuery },
    { label: 'Min cap', value: props.minCap === null ? NONE : formatCount(props.minCap) },
    { label: 'Max cap', value: props.maxCap === null ? NONE : formatCount(props.maxCap) },
    { label: 'Network', value: props.network === '' ? 'All Networks' : networkName(props.network) },
    { label: 'Results', value: formatCount(props.resultCount) },
  ];
  return (
    <section aria-label="Debug filter summary" className={classes.summary}>
      <strong>Debug</strong>
      <dl className={classes.filters}>
        {items.map((item) => (
          <div key={item.label} className={classes.filter}>
            <dt>{item.label}:</dt>
            <dd className={classes.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <span>
        page {props.page} of {props.totalPages}
      </span>
    </section>
  );
}
