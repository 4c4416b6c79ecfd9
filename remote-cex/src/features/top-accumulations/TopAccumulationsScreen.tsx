import { useMemo } from 'react';
import { docsUrl } from '@flowscope/shared-api';
import { Button, TopTableScreen } from '@flowscope/shared-ui';
import { topAccumulationColumns } from './columns.tsx';
import { useTopAccumulations } from './use-top-accumulations.ts';

const EMPTY_TEXT = 'Žádná data nenalezena';

export default function TopAccumulationsScreen() {
  const screen = useTopAccumulations();
  const { topFilters, list } = screen;
  const { toggleFavorite, removeRow, signedIn } = screen;
  const columns = useMemo(
    () =>
      topAccumulationColumns(list.data, {
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
        onRemove: removeRow,
      }),
    [list.data, signedIn, toggleFavorite, removeRow],
  );

  return (
    <TopTableScreen
      title="Top Accumulations"
      learnMoreUrl={docsUrl('top-accumulations')}
      list={list}
      topFilters={topFilters}
      columns={columns}
      rows={screen.rows}
      emptyText={EMPTY_TEXT}
      aboveTable={
        screen.hiddenCount > 0 && (
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
            {screen.hiddenCount} removed from this list.{' '}
            <Button variant="textLink" size="sm" onClick={screen.showAllHidden}>
              Show removed
            </Button>
          </p>
        )
      }
    />
  );
}
