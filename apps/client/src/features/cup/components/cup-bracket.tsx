import { formatCupDeadline } from '@liga/contracts';
import type { CupDto } from '@liga/contracts';
import { bracketColumns, pathOf } from '../lib/bracket';
import { cupTexts } from '../texts';
import { TieCard } from './tie-card';
import styles from './bracket.module.css';

/**
 * The bracket: rounds as columns joined by lines (each tie of a round between the two it is fed
 * by), shields, scores with penalties, dates; the path of `myTeamId` highlighted. On a phone one
 * round fills the width and the box scrolls sideways round by round (scroll snap).
 */
export function CupBracket({ cup, myTeamId }: { cup: CupDto; myTeamId: string | null }) {
  const columns = bracketColumns(cup);
  const path = pathOf(cup, myTeamId);
  return (
    <section aria-labelledby="cup-bracket-title">
      <h2 id="cup-bracket-title" className="visually-hidden">
        {cupTexts.bracket}
      </h2>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={cupTexts.bracket}>
        <div className={styles.bracket}>
          {columns.map((column, index) => {
            const last = index === columns.length - 1;
            const pairs = last
              ? [column.slots]
              : Array.from({ length: column.slots.length / 2 }, (_, k) =>
                  column.slots.slice(2 * k, 2 * k + 2),
                );
            const classes = [styles.body, last ? '' : styles.joined, index > 0 ? styles.fed : ''];
            return (
              <section key={column.number} className={styles.round} aria-label={column.name}>
                <header className={styles.roundHead}>
                  <h3 className={styles.roundName}>{column.name}</h3>
                  <p className={styles.roundDeadline}>
                    {cupTexts.deadline(formatCupDeadline(column.deadline))}
                  </p>
                </header>
                <div className={classes.join(' ')}>
                  {pairs.map((pair, p) => (
                    <div key={p} className={styles.pair}>
                      {pair.map((slot, s) => {
                        const onPath = slot.kind === 'tie' && path.has(slot.tie.id);
                        return (
                          <div
                            key={s}
                            className={`${styles.slot} ${onPath ? styles.pathLine : ''}`}
                          >
                            {slot.kind === 'tie' ? (
                              <TieCard tie={slot.tie} onPath={onPath} myTeamId={myTeamId} />
                            ) : (
                              <div className={styles.bye}>
                                <span>{slot.team?.name ?? '—'}</span>
                                <span>· {cupTexts.tie.bye}</span>
                              </div>
                            )}
                          </div>
                        );
                      })}
                    </div>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </div>
      <p className={styles.hint}>{cupTexts.bracketHint}</p>
    </section>
  );
}
