import {
  DatePicker,
  FIELD_STATUSES,
  Input,
  Multiselect,
  NETWORKS,
  Select,
  type DateRangeValue,
} from '@flowscope/shared-ui';
import { useState } from 'react';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

const NETWORK_OPTIONS = Object.values(NETWORKS).map((network) => ({
  value: network.id,
  label: network.label,
}));

export function InputsSection() {
  return (
    <StyleguideSection title="Inputs and selects">
      {FIELD_STATUSES.map((status) => (
        <ExampleRow key={status} label={`status: ${status}`}>
          <Input
            status={status}
            aria-label={`Min market cap (${status})`}
            placeholder="Min market cap"
            startAdornment="$"
          />
          <Select
            status={status}
            aria-label={`Network (${status})`}
            options={[{ value: '', label: 'Any network' }, ...NETWORK_OPTIONS]}
          />
        </ExampleRow>
      ))}
    </StyleguideSection>
  );
}

export function MultiselectSection() {
  const [networks, setNetworks] = useState<string[]>(['base']);
  return (
    <StyleguideSection title="Multiselect">
      <ExampleRow label="At most 3 networks">
        <div css={{ width: 320, maxWidth: '100%' }}>
          <Multiselect
            label="Networks"
            options={NETWORK_OPTIONS}
            value={networks}
            onChange={setNetworks}
            max={3}
          />
        </div>
      </ExampleRow>
      <ExampleRow label="Empty list">
        <div css={{ width: 320, maxWidth: '100%' }}>
          <Multiselect label="Influencers" options={[]} value={[]} onChange={() => undefined} />
        </div>
      </ExampleRow>
    </StyleguideSection>
  );
}

export function DatePickerSection() {
  const [day, setDay] = useState<string | null>('2025-07-15');
  const [range, setRange] = useState<DateRangeValue | null>(null);
  return (
    <StyleguideSection title="Date picker">
      <ExampleRow label="Single day, not after 2025-12-31">
        <DatePicker
          mode="single"
          label="Datum"
          value={day}
          onChange={setDay}
          rules={{ maxDate: '2025-12-31' }}
        />
      </ExampleRow>
      <ExampleRow label="Range of at most 31 days, 1 May disabled">
        <DatePicker
          mode="range"
          label="Vlastní období"
          value={range}
          onChange={setRange}
          rules={{ maxDays: 31, disabledDates: ['2025-05-01'] }}
        />
      </ExampleRow>
    </StyleguideSection>
  );
}
