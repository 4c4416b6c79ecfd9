import { Input, SearchGlyph } from '@flowscope/shared-ui';

export interface ManageToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** The hint of spec §2 and the search box (sent as search_query after the pause). */
export function ManageToolbar({ search, onSearchChange }: ManageToolbarProps) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.spacing.md,
      })}
    >
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, maxWidth: 560 })}>
        By default, you&apos;re seeing posts from all influencers. Select one or more to customize
        your feed.
      </p>
      <div css={{ width: 280, maxWidth: '100%' }}>
        <Input
          type="search"
          size="sm"
          aria-label="Search influencers"
          placeholder="Search influencers"
          autoComplete="off"
          maxLength={200}
          startAdornment={<SearchGlyph />}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
    </div>
  );
}
