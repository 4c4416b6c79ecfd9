import { Input, SearchGlyph, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
  },
  hint: { margin: 0, color: theme.colors.textMuted, maxWidth: 560 },
  search: { width: 280, maxWidth: '100%' },
}));

export interface ManageToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** The hint of spec §2 and the search box (sent as search_query after the pause). */
export function ManageToolbar({ search, onSearchChange }: ManageToolbarProps) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.toolbar}>
      <p className={classes.hint}>
        By default, you&apos;re seeing posts from all influencers. Select one or more to customize
        your feed.
      </p>
      <div className={classes.search}>
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
