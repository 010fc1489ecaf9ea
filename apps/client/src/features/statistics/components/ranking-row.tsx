import { Avatar } from '../../../components/ui/avatar';
import type { RankingEntry } from '../lib/ranking-rows';
import { NewTabLink } from './new-tab-link';
import styles from './ranking-row.module.css';

/**
 * A compact ranking row: position, picture, name and team (links, new tab), matches, value;
 * `lazyImage`: the picture loads when it nears the screen (the long /statistics list).
 */
export function RankingRow({
  entry,
  dense = false,
  lazyImage = false,
}: {
  entry: RankingEntry;
  dense?: boolean;
  lazyImage?: boolean;
}) {
  return (
    <div className={`${styles.row} ${dense ? styles.dense : ''}`}>
      <span className={styles.position}>{entry.position}</span>
      <Avatar
        src={entry.imageSrc}
        alt=""
        size={dense ? 32 : 40}
        shape={entry.imageKind === 'team' ? 'rounded' : 'circle'}
        kind={entry.imageKind}
        lazy={lazyImage}
      />
      <span className={styles.names}>
        <NewTabLink href={entry.titleHref} className={styles.title}>
          {entry.title}
        </NewTabLink>
        {entry.subtitleHref ? (
          <NewTabLink href={entry.subtitleHref} className={styles.subtitle}>
            {entry.subtitle}
          </NewTabLink>
        ) : (
          <span className={styles.subtitle}>{entry.subtitle}</span>
        )}
      </span>
      {!dense && <span className={styles.detail}>{entry.detail}</span>}
      <span className={styles.value}>
        <span className={styles.number}>{entry.value}</span>
        <span className={styles.unit} title={dense ? entry.unit : undefined}>
          {dense ? entry.unitShort : entry.unit}
        </span>
      </span>
    </div>
  );
}
