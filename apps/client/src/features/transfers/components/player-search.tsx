import { USER_SEARCH_PAGE_SIZE } from '@liga/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { PLAYER_SEARCH_KEY, usePlayerSearch, type PlayerSearch } from '../api/search-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { transfersTexts as t } from '../texts';
import { PlayerTable, PlayerTableSkeleton } from './player-table';
import styles from './player-search.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** TRANSFERY, Zawodnicy: position filter, 'Wyszukaj gracza' and pages of 32 players. */
export function PlayerSearchView({ enabled = true }: { enabled?: boolean }) {
  const queryClient = useQueryClient();
  const searchId = useId();
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
        <div role="group" aria-label={t.positionLabel} className={styles.positions}>
          {t.positions.map((position) => (
            <button
              key={position.id}
              type="button"
              className={`${styles.chip} ${search.position === position.id ? styles.active : ''}`}
              aria-pressed={search.position === position.id}
              onClick={() => changeFilters({ position: position.id })}
            >
              {position.name}
            </button>
          ))}
        </div>
        <label htmlFor={searchId} className="visually-hidden">
          {t.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder={t.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </div>
      {result.isError ? (
        <ErrorMessage title={t.failed} error={result.error} onRetry={() => void result.refetch()} />
      ) : result.isPending ? (
        <PlayerTableSkeleton />
      ) : rows.length === 0 ? (
        <div className={styles.empty} role="status">
          <svg viewBox="0 0 48 48" className={styles.cross} aria-hidden="true">
            <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
            <path
              d="M16 16l16 16M32 16L16 32"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
            />
          </svg>
          <p>{t.empty}</p>
        </div>
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
