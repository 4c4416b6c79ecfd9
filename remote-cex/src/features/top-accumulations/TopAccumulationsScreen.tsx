import { useMemo } from 'react';
import {
  docsUrl,
  sparklineWindowLabel,
  topSparklineWindow,
  PageSparklinesScope,
  SCREEN_ROUTES,
} from '@flowscope/shared-api';
import {
  Button,
  SparklineLinesProvider,
  staticStyles,
  TopTableScreen,
  useStaticClasses,
  useTopTable,
} from '@flowscope/shared-ui';
import { renderCard, sparklineTokenOf, topAccumulationColumns } from './columns.tsx';
import { useTopAccumulations } from './use-top-accumulations.ts';

const styles = staticStyles((theme) => ({
  removedNote: { margin: 0, color: theme.colors.textMuted },
}));

const TITLE = SCREEN_ROUTES.topAccumulationsCex.heading;
const EMPTY_TEXT = 'Žádná data nenalezena';

export default function TopAccumulationsScreen() {
  const classes = useStaticClasses(styles);
  const screen = useTopAccumulations();
  const { topFilters, list } = screen;
  const { toggleFavorite, removeRow, signedIn } = screen;
  const { selectedTimePeriod, customDateRange } = topFilters.filters;
  const sparklineWindow = useMemo(
    () => topSparklineWindow({ selectedTimePeriod, customDateRange }),
    [selectedTimePeriod, customDateRange],
  );
  const sparklinePeriod = sparklineWindowLabel(sparklineWindow);
  const columns = useMemo(
    () =>
      topAccumulationColumns(list.data, {
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
        onRemove: removeRow,
        sparklinePeriod,
      }),
    [list.data, signedIn, toggleFavorite, removeRow, sparklinePeriod],
  );
  const table = useTopTable({ rows: screen.rows, columns, title: TITLE });

  return (
    <PageSparklinesScope
      provider={SparklineLinesProvider}
      venue="cex"
      kind="netflow"
      window={sparklineWindow}
      rows={table.pageRows}
      tokenOf={sparklineTokenOf}
    >
      <TopTableScreen
        title={TITLE}
        learnMoreUrl={docsUrl('top-accumulations')}
        list={list}
        topFilters={topFilters}
        columns={columns}
        rows={screen.rows}
        table={table}
        renderCard={renderCard}
        emptyText={EMPTY_TEXT}
        aboveTable={
          screen.hiddenCount > 0 && (
            <p className={classes.removedNote}>
              {screen.hiddenCount} removed from this list.{' '}
              <Button variant="textLink" size="sm" onClick={screen.showAllHidden}>
                Show removed
              </Button>
            </p>
          )
        }
      />
    </PageSparklinesScope>
  );
}
