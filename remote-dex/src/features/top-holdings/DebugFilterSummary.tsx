import type { Theme } from '@emotion/react';
import { formatCount, networkName } from '@flowscope/shared-ui';

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
  const items = [
    { label: 'Search', value: props.searchQuery === '' ? NONE : props.searchQuery },
    { label: 'Min cap', value: props.minCap === null ? NONE : formatCount(props.minCap) },
    { label: 'Max cap', value: props.maxCap === null ? NONE : formatCount(props.maxCap) },
    { label: 'Network', value: props.network === '' ? 'All Networks' : networkName(props.network) },
    { label: 'Results', value: formatCount(props.resultCount) },
  ];
  return (
    <section
      aria-label="Debug filter summary"
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        gap: `${theme.spacing.xs}px ${theme.spacing.md}px`,
        padding: theme.spacing.sm,
        border: `1px dashed ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        fontSize: theme.fontSizes.xs,
        color: theme.colors.textMuted,
      })}
    >
      <strong>Debug</strong>
      <dl css={{ display: 'contents' }}>
        {items.map((item) => (
          <div
            key={item.label}
            css={(theme: Theme) => ({ display: 'flex', gap: theme.spacing.xs })}
          >
            <dt>{item.label}:</dt>
            <dd
              css={(theme: Theme) => ({
                margin: 0,
                color: theme.colors.text,
                overflowWrap: 'anywhere',
              })}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <span>
        page {props.page} of {props.totalPages}
      </span>
    </section>
  );
}
