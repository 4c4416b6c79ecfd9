/** The Search screen's Czech texts (spec §2, Search); shown with lang="cs". */
export const CZECH = {
  searching: 'Vyhledávám...',
  failed: 'Nepodařilo se načíst data',
  retry: 'Zkusit znovu',
  activeFilters: 'Aktivní filtry',
  query: 'dotaz',
  results: 'Výsledky',
  empty: 'Žádná data nenalezena',
  page: (page: number, pages: number) => `Stránka ${page} z ${pages}`,
} as const;
