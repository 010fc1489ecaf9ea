import { USER_SEARCH_PAGE_SIZE } from '@liga/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ChipGroup } from '../../../components/ui/choice-group';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SearchInput } from '../../../components/ui/search-input';
import { PLAYER_SEARCH_KEY, usePlayerSearch, type PlayerSearch } from '../api/search-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { transfersTexts as t } from '../texts';
import { PlayerTable, PlayerTableSkeleton } from './player-table';
import styles from './player-search.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** TRANSFERY, Zawodnicy: position filter, 'Wyszukaj gracza' and pages of 32 players. */
export function PlayerSearchView({ enabled = true }: { enabled?: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState<PlayerSearch>({ query: '', position: 0, page: 0 });
  const result = usePlayerSearch(search, { enabled });

  /** A new filter starts again at page 0 with no cached pages (spec section 4). */
  const changeFilters = (changes: Partial<Pick<PlayerSearch, 'query' | 'position'>>) => {
    void queryClient.removeQueries({ queryKey: PLAYER_SEARCH_KEY });
    setSearch((current) => ({ ...current, ...changes, page: 0 }));
  };

  useEffect(() => {
    if (debounced === search.query) return;
    void queryClient.removeQueries({ queryKey: PLAYER_SEARCH_KEY });
    setSearch((current) => ({ ...current, query: debounced, page: 0 }));
  }, [debounced, search.query, queryClient]);

  const rows = result.data ?? [];
  return (
    <div className={styles.view}>
      <div className={styles.filters}>
        <ChipGroup
          label={t.positionLabel}
          showLabel={false}
          look="pill"
          options={t.positions.map((position) => ({ value: position.id, label: position.name }))}
          selected={search.position}
          onSelect={(position) => changeFilters({ position })}
        />
        <SearchInput label={t.search} value={text} onChange={setText} />
      </div>
      {result.isError ? (
        <ErrorMessage title={t.failed} error={result.error} onRetry={() => void result.refetch()} />
      ) : result.isPending ? (
        <PlayerTableSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon="cross">{t.empty}</EmptyState>
      ) : (
        <div className={result.isPlaceholderData ? styles.stale : undefined}>
          <PlayerTable rows={rows} />
        </div>
      )}
      <nav className={styles.pager} aria-label={t.pager}>
        <button
          type="button"
          className="icon-btn"
          aria-label={t.previous}
          disabled={search.page === 0}
          onClick={() => setSearch((current) => ({ ...current, page: current.page - 1 }))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span className={styles.page}>
          {t.page} <strong>{search.page + 1}</strong>
        </span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t.next}
          disabled={result.isPlaceholderData || rows.length < USER_SEARCH_PAGE_SIZE}
          onClick={() => setSearch((current) => ({ ...current, page: current.page + 1 }))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </nav>
    </div>
  );
}
