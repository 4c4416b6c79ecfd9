import { describe, expect, it } from 'vitest';
import { readTableQuery, tableQueryKeys, writeTableQuery, type TableQuery } from './table-query.ts';

const defaults: TableQuery = { sort: { key: 'score', direction: 'desc' }, page: 1, pageSize: 10 };
const sortable = new Set(['score', 'netflow']);

describe('readTableQuery', () => {
  it('reads sort, page and size from the URL', () => {
    expect(
      readTableQuery(
        new URLSearchParams('sort=netflow&dir=asc&page=3&size=50'),
        sortable,
        defaults,
      ),
    ).toEqual({
      sort: { key: 'netflow', direction: 'asc' },
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    ['an unknown column', 'sort=<script>&dir=asc'],
    ['a column that is not sortable', 'sort=name&dir=asc'],
    ['an unknown direction', 'sort=netflow&dir=sideways'],
    ['a negative page', 'page=-2'],
    ['page zero', 'page=0'],
    ['an absurd page', 'page=99999999'],
    ['a word for a page', 'page=abc'],
    ['a page size not offered', 'size=7'],
    ['a huge page size', 'size=1000000'],
  ])('falls back to the defaults for %s', (_case, query) => {
    expect(readTableQuery(new URLSearchParams(query), sortable, defaults)).toEqual(defaults);
  });
});

describe('writeTableQuery', () => {
  it('keeps other parameters and leaves defaults out of the URL', () => {
    const next = writeTableQuery(
      new URLSearchParams('period=7d&page=4'),
      { sort: defaults.sort, page: 1, pageSize: 10 },
      defaults,
    );
    expect(next.toString()).toBe('period=7d');
  });

  it('writes a non-default view', () => {
    const next = writeTableQuery(
      new URLSearchParams(),
      { sort: { key: 'netflow', direction: 'asc' }, page: 2, pageSize: 20 },
      defaults,
    );
    expect(Object.fromEntries(next)).toEqual({
      sort: 'netflow',
      dir: 'asc',
      page: '2',
      size: '20',
    });
  });
});

describe('namespaced table queries', () => {
  const query = (text: string) => new URLSearchParams(text);
  const defaults = { sort: null, page: 1, pageSize: 10 };
  const sortable = new Set(['score']);

  it('keep two views on one page apart', () => {
    let params = writeTableQuery(query(''), { page: 3 }, defaults, 'cex');
    params = writeTableQuery(
      params,
      { page: 2, sort: { key: 'score', direction: 'asc' } },
      defaults,
      'dex',
    );
    expect(params.get(tableQueryKeys('cex').page)).toBe('3');
    expect(readTableQuery(params, sortable, defaults, 'cex')).toEqual({
      sort: null,
      page: 3,
      pageSize: 10,
    });
    expect(readTableQuery(params, sortable, defaults, 'dex')).toEqual({
      sort: { key: 'score', direction: 'asc' },
      page: 2,
      pageSize: 10,
    });
  });
});
