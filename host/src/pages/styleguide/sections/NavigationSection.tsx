import {
  Breadcrumb,
  DEFAULT_TIME_PERIOD,
  Pagination,
  TABS_VARIANTS,
  Tabs,
  TimeTabs,
  type TimePeriod,
} from '@flowscope/shared-ui';
import { useState } from 'react';
import { ExampleRow, StyleguideSection, useExampleName } from '../StyleguideSection.tsx';

const DETAIL_TABS = [
  { label: 'Overview', value: 'overview' },
  { label: 'Limit Swaps', value: 'limit' },
  { label: 'Liquidity Swaps', value: 'liquidity' },
  { label: 'SMW Holders', value: 'holders' },
] as const;

type DetailTab = (typeof DETAIL_TABS)[number]['value'];

export function TabsSection() {
  const [tab, setTab] = useState<DetailTab>('overview');
  const [period, setPeriod] = useState<TimePeriod | null>(DEFAULT_TIME_PERIOD);
  return (
    <StyleguideSection title="Tabs">
      {TABS_VARIANTS.map((variant) => (
        <ExampleRow key={variant} label={variant}>
          <Tabs
            items={DETAIL_TABS}
            value={tab}
            onValueChange={setTab}
            variant={variant}
            aria-label={`Token detail (${variant})`}
          />
        </ExampleRow>
      ))}
      <ExampleRow label="Time tabs (4, 24, 168, 720 hours)">
        <TimeTabs value={period} onValueChange={setPeriod} />
      </ExampleRow>
    </StyleguideSection>
  );
}

export function BreadcrumbSection() {
  const exampleName = useExampleName();
  return (
    <StyleguideSection title="Breadcrumb">
      <Breadcrumb
        aria-label={exampleName('Example breadcrumb')}
        items={[{ label: 'Home', to: '/' }, { label: 'Top Holdings CEX' }]}
      />
    </StyleguideSection>
  );
}

export function PaginationSection() {
  const exampleName = useExampleName();
  const [page, setPage] = useState(5);
  const [pageSize, setPageSize] = useState(10);
  const [fewPage, setFewPage] = useState(2);
  return (
    <StyleguideSection title="Pagination">
      <ExampleRow label="10 pages: first, last and a window of 3">
        <Pagination
          aria-label={exampleName('Example pagination, 10 pages')}
          page={page}
          totalPages={10}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
        />
      </ExampleRow>
      <ExampleRow label="6 pages: all shown">
        <Pagination
          aria-label={exampleName('Example pagination, 6 pages')}
          page={fewPage}
          totalPages={6}
          onPageChange={setFewPage}
        />
      </ExampleRow>
    </StyleguideSection>
  );
}
