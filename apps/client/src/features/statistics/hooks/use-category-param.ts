import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isStatisticsCategory, type StatisticsCategory } from '../lib/categories';

/** The `category` query parameter of /statistics (default and fallback: scorers). */
export function useCategoryParam(): [StatisticsCategory, (next: StatisticsCategory) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: StatisticsCategory = isStatisticsCategory(raw) ? raw : 'scorers';
  const setCategory = useCallback(
    (next: StatisticsCategory) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('category', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [category, setCategory];
}
