import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../table/types.ts';
import { csvFileName, screenSlugFromPath } from './export-file-name.ts';
import { tableToCsv } from './table-csv.ts';

interface Row {
  tokenName: string;
  flow: number;
  flowFormatted: string;
  seenAt: Date;
  favorites: boolean;
}

const columns: TableColumn<Row>[] = [
  { key: 'rank', label: '#', exportValue: (_row, rowNumber) => rowNumber },
  { key: 'tokenName', label: 'Token' },
  { key: 'flowFormatted', sortKey: 'flow', label: 'SMW Flow' },
  { key: 'seenAt', label: 'Last Seen' },
  { key: 'actions', label: 'Actions', exportable: false },
];

const rows: Row[] = [
  {
    tokenName: 'BTC',
    flow: 1_200_000,
    flowFormatted: '$1.2M',
    seenAt: new Date('2026-11-24T14:05:00Z'),
    favorites: true,
  },
  {
    tokenName: '=cmd',
    flow: -350.25,
    flowFormatted: '-$350.25',
    seenAt: new Date('2026-11-23T08:00:00Z'),
    favorites: false,
  },
];

const [firstRow] = rows as [Row, Row];

describe('tableToCsv', () => {
  it('writes the labels, then raw values row by row, with CRLF', () => {
    expect(tableToCsv(columns, rows)).toBe(
      [
        '#,Token,SMW Flow,Last Seen',
        '1,BTC,1200000,2026-11-24T14:05:00.000Z',
        `2,"'=cmd",-350.25,2026-11-23T08:00:00.000Z`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes only the header for an empty list', () => {
    expect(tableToCsv(columns, [])).toBe('#,Token,SMW Flow,Last Seen\r\n');
  });

  it('writes every row it is given, not a page of them', () => {
    const many = Array.from({ length: 57 }, (_, index) => ({ ...firstRow, flow: index }));
    const lines = tableToCsv(columns, many).trimEnd().split('\r\n');
    expect(lines).toHaveLength(58);
    expect(lines[57]).toBe('57,BTC,56,2026-11-24T14:05:00.000Z');
  });

  it('writes the raw number behind a display text even without a sortKey', () => {
    interface Holder {
      holdings: number | null;
      holdingsFormatted: string;
      priceFormatted: string;
      noteFormatted: string;
    }
    const figures: TableColumn<Holder>[] = [
      { key: 'holdingsFormatted', label: 'Holdings' },
      { key: 'priceFormatted', label: 'Price' },
      { key: 'noteFormatted', label: 'Note' },
    ];
    const holders: Holder[] = [
      {
        holdings: 1234.5,
        holdingsFormatted: '$1.2K',
        priceFormatted: '$1,234.56',
        noteFormatted: 'early',
      },
      { holdings: null, holdingsFormatted: 'N/A', priceFormatted: '-$0.25', noteFormatted: 'N/A' },
    ];
    expect(tableToCsv(figures, holders)).toBe(
      ['Holdings,Price,Note', '1234.5,1234.56,early', `,-0.25,N/A`, ''].join('\r\n'),
    );
  });

  it('leaves a cell empty when the field is missing or not a plain value', () => {
    const odd: TableColumn<Row>[] = [{ key: 'nothing', label: 'Nothing' }];
    expect(tableToCsv(odd, rows)).toBe('Nothing\r\n\r\n\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the screen and the UTC minute', () => {
    expect(csvFileName('/top-holdings-cex', new Date('2026-11-24T14:05:59.999Z'))).toBe(
      'top-holdings-cex-2026-11-24T14-05.csv',
    );
  });

  it('turns any path into a safe slug', () => {
    expect(screenSlugFromPath('/top-holdings-cex/BTC')).toBe('top-holdings-cex-btc');
    expect(screenSlugFromPath('/../a b?')).toBe('a-b');
    expect(screenSlugFromPath('/')).toBe('flowscope');
  });
});
