import type { TransferPlayerDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { ageInYears } from '../../../lib/age';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useMakeOffer } from '../api/offers';
import { legName, positionName } from '../lib/player';
import { transfersTexts as t } from '../texts';
import styles from './player-table.module.css';

/** A free agent's 'Zaproponuj miejsce' for the captain's team, or 'Oferta wysłana'. */
function OfferCell({ row, teamId }: { row: TransferPlayerDto; teamId: string }) {
  const offer = useMakeOffer();
  if (!row.isFreeAgent) return null;
  if (row.offeredByMyTeam) return <span className={styles.muted}>{t.offered}</span>;
  return (
    <Button
      variant="secondary"
      disabled={offer.isPending}
      onClick={() =>
        runMutation(
          offer.mutateAsync,
          { teamId, userId: row.id },
          {
            onSuccess: () => toast.success(t.offerSent),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      {t.offer}
    </Button>
  );
}

/** One page of players: avatar, name, team (or 'Wolny zawodnik'), position, leg, age, height. */
export function PlayerTable({
  rows,
  captainTeamId = null,
}: {
  rows: readonly TransferPlayerDto[];
  captainTeamId?: string | null;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.columns.player}</th>
            <th scope="col">{t.columns2.team}</th>
            <th scope="col">{t.columns.position}</th>
            <th scope="col">{t.columns.leg}</th>
            <th scope="col">{t.columns.age}</th>
            <th scope="col">{t.columns.height}</th>
            {captainTeamId && <th scope="col" aria-label={t.offer} />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`;
            const age = ageInYears(row.birthDate);
            return (
              <tr key={row.id} data-free-agent={row.isFreeAgent}>
                <th scope="row">
                  <Link to={paths.user(row.id)} className={styles.player}>
                    <Avatar src={row.imageUrl} alt="" size={40} />
                    <span className={styles.name}>{name}</span>
                  </Link>
                </th>
                <td>
                  {row.team ? (
                    <Link to={paths.team(row.team.id)}>{row.team.name}</Link>
                  ) : (
                    <Badge tone="accent">{t.freeAgent}</Badge>
                  )}
                </td>
                <td>{positionName(row.position)}</td>
                <td>{legName(row.dominateLeg)}</td>
                <td>{age === null ? t.none : t.age(age)}</td>
                <td>{row.height ? t.height(row.height) : t.none}</td>
                {captainTeamId && (
                  <td>
                    <OfferCell row={row} teamId={captainTeamId} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
