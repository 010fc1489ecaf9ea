import { isTableSort, type TableSort } from '@liga/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The `sort` query parameter of /table (default and fallback: position). */
export function useTableSort(): [TableSort, (sort: TableSort) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort: TableSort = isTableSort(raw) ? raw : 'position';
  const setSort = useCallback(
    (next: TableSort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('sort', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sort, setSort];
}
