import { CUP_STATUS_NAMES, type CupListItemDto, rooms, teamImageUrl } from '@liga/contracts';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { ChipGroup } from '../../../components/ui/choice-group';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useSocketRooms } from '../../../lib/use-socket-rooms';
import { useCup } from '../api/get-cup';
import { useCupsBySeason } from '../api/get-cups-by-season';
import { cupTexts } from '../texts';
import { CupBracket } from './cup-bracket';
import { CupEntries, CupRankings, DrawInfo, NextTies } from './cup-panels';
import styles from './cup-page.module.css';

const t = cupTexts;

interface CupPageProps {
  seasonId: string | null;
  myTeamId: string | null;
  captainedTeamId: string | null;
  enabled: boolean;
}

/** The season's cups: a picker, then the chosen cup (newest by default), live in the season room. */
export function CupPage({ seasonId, myTeamId, captainedTeamId, enabled }: CupPageProps) {
  const cups = useCupsBySeason(seasonId, { enabled });
  const [picked, setPicked] = useState<string | null>(null);
  useSocketRooms([enabled && seasonId ? rooms.season(seasonId) : null]);
  if (cups.isError) {
    return (
      <ErrorMessage title={t.listFailed} error={cups.error} onRetry={() => void cups.refetch()} />
    );
  }
  if (!cups.data) return <CupSkeleton />;
  if (cups.data.length === 0) return <EmptyState>{t.none}</EmptyState>;
  const chosen = cups.data.find((c) => c.id === picked) ?? cups.data[0];
  return (
    <div className={styles.page}>
      {cups.data.length > 1 && <CupPicker cups={cups.data} chosen={chosen.id} onPick={setPicked} />}
      <CupView
        cupId={chosen.id}
        myTeamId={myTeamId}
        captainedTeamId={captainedTeamId}
        enabled={enabled}
      />
    </div>
  );
}

function CupPicker({
  cups,
  chosen,
  onPick,
}: {
  cups: CupListItemDto[];
  chosen: string;
  onPick: (id: string) => void;
}) {
  return (
    <ChipGroup
      label={t.picker}
      look="pill"
      options={cups.map((c) => ({ value: c.id, label: c.name, title: CUP_STATUS_NAMES[c.status] }))}
      selected={chosen}
      onSelect={onPick}
    />
  );
}

function CupSkeleton() {
  return (
    <SkeletonGroup label={t.loading} className={styles.page}>
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="22rem" radius="var(--radius-lg)" />
      <Skeleton height="10rem" radius="var(--radius-lg)" />
    </SkeletonGroup>
  );
}

function CupView({
  cupId,
  myTeamId,
  captainedTeamId,
  enabled,
}: { cupId: string } & Omit<CupPageProps, 'seasonId'>) {
  const cup = useCup(cupId, { enabled });
  useSocketRooms([enabled && cup.data ? rooms.season(cup.data.seasonId) : null]);
  if (cup.isError)
    return <ErrorMessage title={t.failed} error={cup.error} onRetry={() => void cup.refetch()} />;
  if (!cup.data) return <CupSkeleton />;
  const c = cup.data;
  const tone =
    c.status === 'inProgress'
      ? 'accent'
      : c.status === 'finished'
        ? 'success'
        : c.status === 'cancelled'
          ? 'danger'
          : 'info';
  return (
    <>
      <header className={styles.header}>
        <div>
          <h2 className={styles.title}>{c.name}</h2>
          {c.cancelReason && <p className={styles.sub}>{t.cancelled(c.cancelReason)}</p>}
        </div>
        <Badge tone={tone}>{t.statuses[c.status]}</Badge>
      </header>
      {c.champion && (
        <section className={styles.champion} aria-label={t.champion}>
          <Avatar src={teamImageUrl(c.champion.id)} alt="" size={56} shape="rounded" kind="team" />
          <div>
            <p className={styles.championLabel}>🏆 {t.champion}</p>
            <p className={styles.championName}>{c.champion.name}</p>
          </div>
        </section>
      )}
      {c.rounds.length > 0 && <CupBracket cup={c} myTeamId={myTeamId} />}
      <div className={styles.columns}>
        {c.status === 'inProgress' && <NextTies cup={c} myTeamId={myTeamId} />}
        {c.rounds.length > 0 ? (
          <CupRankings cupId={c.id} />
        ) : (
          <CupEntries cup={c} captainedTeamId={captainedTeamId} />
        )}
        <DrawInfo cup={c} />
        {c.rounds.length > 0 && <CupEntries cup={c} captainedTeamId={captainedTeamId} />}
      </div>
    </>
  );
}
