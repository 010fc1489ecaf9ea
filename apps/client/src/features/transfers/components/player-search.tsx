import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ChipGroup, SegmentedToggle } from '../../../components/ui/choice-group';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SearchInput } from '../../../components/ui/search-input';
import { type TransferPlayersSearch, useTransferPlayers } from '../api/get-transfer-players';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { transfersTexts as t } from '../texts';
import { PlayerTable, PlayerTableSkeleton } from './player-table';
import styles from './player-search.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * TRANSFERY, Zawodnicy: position and free-agent filters, 'Wyszukaj gracza', pages of 32 with
 * the page count; free agents marked, the team shown for the others; a captain offers a free
 * agent a place (`captainTeamId`).
 */
export function PlayerSearchView({
  enabled = true,
  captainTeamId = null,
}: {
  enabled?: boolean;
  captainTeamId?: string | null;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState<TransferPlayersSearch>({
    query: '',
    position: 0,
    freeAgents: false,
    page: 0,
  });
  const result = useTransferPlayers(search, { enabled });

  /** A new filter starts again at page 0 with no cached pages (spec section 4). */
  const changeFilters = (changes: Partial<Omit<TransferPlayersSearch, 'page'>>) => {
    void queryClient.removeQueries({ queryKey: ['offers', 'players'] });
    setSearch((current) => ({ ...current, ...changes, page: 0 }));
  };

  useEffect(() => {
    if (debounced === search.query) return;
    void queryClient.removeQueries({ queryKey: ['offers', 'players'] });
    setSearch((current) => ({ ...current, query: debounced, page: 0 }));
  }, [debounced, search.query, queryClient]);

  const rows = result.data?.items ?? [];
  const pages = result.data?.pageCount ?? 1;
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
        <SegmentedToggle
          label={t.freeAgentsOnly}
          showLabel={false}
          options={[
            { value: 'all', label: t.view.players },
            { value: 'free', label: t.freeAgentsOnly },
          ]}
          selected={search.freeAgents ? 'free' : 'all'}
          onSelect={(value) => changeFilters({ freeAgents: value === 'free' })}
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
          <p className={styles.page}>{t.total(result.data.total)}</p>
          <PlayerTable rows={rows} captainTeamId={captainTeamId} />
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
        <span className={styles.page}>{t.pageOf(search.page + 1, pages)}</span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t.next}
          disabled={result.isPlaceholderData || search.page + 1 >= pages}
          onClick={() => setSearch((current) => ({ ...current, page: current.page + 1 }))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </nav>
    </div>
  );
}
