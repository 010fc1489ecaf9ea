import { useState, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorMessage } from './error-message';
import { SearchInput } from './search-input';
import styles from './search-list.module.css';
import { Skeleton, SkeletonGroup } from './skeleton';

/** What a list needs from its query (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface SearchListTexts {
  search: string;
  loading: string;
  failed: string;
  /** No items at all. */
  empty: string;
  /** Items, but none matches the search. */
  noMatch: string;
}

export interface SearchListProps<T> {
  query: ListQuery<T>;
  /** Whether an item matches the typed text (filtering happens in the browser). */
  matches: (item: T, text: string) => boolean;
  /** One <li> per item. */
  renderItem: (item: T) => ReactNode;
  texts: SearchListTexts;
  /** The list waits (skeletons) while this is false, e.g. before a league is known. */
  ready?: boolean;
  skeleton?: { count: number; height: number };
  /** The list scrolls inside a frame (a form field); `invalid` rings it red. */
  framed?: boolean;
  invalid?: boolean;
}

/** A search box over a list: skeletons while loading, an error with retry, empty and no-match. */
export function SearchList<T>({
  query,
  matches,
  renderItem,
  texts,
  ready = true,
  skeleton = { count: 8, height: 72 },
  framed = false,
  invalid = false,
}: SearchListProps<T>) {
  const [text, setText] = useState('');
  const items = query.data ?? [];
  const visible = items.filter((item) => matches(item, text));

  const body = query.isError ? (
    <ErrorMessage
      title={texts.failed}
      error={query.error}
      onRetry={() => void query.refetch()}
      compact={framed}
    />
  ) : !ready || query.isPending ? (
    <SkeletonGroup label={texts.loading} className={styles.list}>
      {Array.from({ length: skeleton.count }, (_, index) => (
        <Skeleton key={index} height={skeleton.height} radius="10px" />
      ))}
    </SkeletonGroup>
  ) : items.length === 0 ? (
    <EmptyState plain={framed}>{texts.empty}</EmptyState>
  ) : visible.length === 0 ? (
    <EmptyState plain={framed}>{texts.noMatch}</EmptyState>
  ) : (
    <ul className={styles.list}>{visible.map(renderItem)}</ul>
  );

  return (
    <div className={styles.wrap}>
      <SearchInput label={texts.search} value={text} onChange={setText} />
      {framed ? (
        <div className={`${styles.frame} ${invalid ? styles.invalid : ''}`}>{body}</div>
      ) : (
        body
      )}
    </div>
  );
}
