import type { UserSearchRowDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ageInYears } from '../../../lib/age';
import { legName, positionName } from '../lib/player';
import { transfersTexts as t } from '../texts';
import styles from './player-table.module.css';

function avatarOf(row: UserSearchRowDto): string {
  return row.imageUrl || `/api/user/avatar/${encodeURIComponent(row.id)}`;
}

/** One page of players: avatar, name, position, leg, age, height. */
export function PlayerTable({ rows }: { rows: readonly UserSearchRowDto[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.player}</th>
          <th scope="col">{t.columns.position}</th>
          <th scope="col">{t.columns.leg}</th>
          <th scope="col">{t.columns.age}</th>
          <th scope="col">{t.columns.height}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`;
          const age = ageInYears(row.birthDate);
          return (
            <tr key={row.id}>
              <th scope="row">
                <Link to={paths.user(row.id)} className={styles.player}>
                  <Avatar src={avatarOf(row)} alt="" size={40} />
                  <span className={styles.name}>{name}</span>
                </Link>
              </th>
              <td>{positionName(row.positionType?.id)}</td>
              <td>{legName(row.dominateLeg?.id)}</td>
              <td>{age === null ? t.none : t.age(age)}</td>
              <td>{row.height ? t.height(row.height) : t.none}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function PlayerTableSkeleton() {
  return (
    <SkeletonGroup label={t.loading} className={styles.skeleton}>
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton key={index} height={56} radius="10px" />
      ))}
    </SkeletonGroup>
  );
}
