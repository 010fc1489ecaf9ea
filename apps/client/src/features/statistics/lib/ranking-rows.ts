import {
  formatKeeperRate,
  goalsWord,
  pointsWord,
  teamImageUrl,
  type GoalkeeperRankingDto,
  type MvpRankingDto,
  type TeamGoalsRankingDto,
  type UserGoalsRankingDto,
} from '@liga/contracts';
import { statisticsTexts } from '../texts';

const t = statisticsTexts;

/** One row of any ranking, as the lists draw it. */
export interface RankingEntry {
  id: string;
  position: number;
  /** Player or team name. */
  title: string;
  titleHref: string;
  /** Player: the team; team: the captain. */
  subtitle: string;
  subtitleHref: string | null;
  /** The ranked number as shown ('12', '7,3'). */
  value: string;
  /** Its unit ('Bramek', 'Punkty', 'Średnia ocena'). */
  unit: string;
  /** The unit in the narrow home-page cards ('Ocena' for 'Średnia ocena'). */
  unitShort: string;
  /** Matches ('Mecze: 5'). */
  detail: string;
  imageSrc: string;
  imageKind: 'person' | 'team';
}

const fullName = (p: { firstName?: string | null; lastName?: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

const userHref = (id: string) => `/user/${encodeURIComponent(id)}`;
const teamHref = (id: string) => `/team/${encodeURIComponent(id)}`;
const avatarSrc = (id: string) => `/api/user/avatar/${encodeURIComponent(id)}`;

function player(row: UserGoalsRankingDto | MvpRankingDto | GoalkeeperRankingDto) {
  return {
    id: row.id,
    position: row.position,
    title: fullName(row) || '—',
    titleHref: userHref(row.id),
    subtitle: row.name,
    subtitleHref: row.teamId ? teamHref(row.teamId) : null,
    imageSrc: avatarSrc(row.id),
    imageKind: 'person' as const,
  };
}

export const scorerEntry = (row: UserGoalsRankingDto): RankingEntry => ({
  ...player(row),
  value: String(row.userGoals),
  unit: goalsWord(row.userGoals, true),
  unitShort: goalsWord(row.userGoals, true),
  detail: t.matches(row.matches),
});

export const mvpEntry = (row: MvpRankingDto): RankingEntry => ({
  ...player(row),
  value: String(row.userPoints),
  unit: pointsWord(row.userPoints, true),
  unitShort: pointsWord(row.userPoints, true),
  detail: t.matches(row.matches),
});

export const keeperEntry = (row: GoalkeeperRankingDto): RankingEntry => ({
  ...player(row),
  value: formatKeeperRate(row.goalkeeperRate),
  unit: t.keeperRate,
  unitShort: t.keeperRateShort,
  detail: t.ratedMatches(row.matchCount),
});

export const teamEntry = (row: TeamGoalsRankingDto): RankingEntry => ({
  id: row.id,
  position: row.position,
  title: row.name,
  titleHref: teamHref(row.id),
  subtitle: row.capitan ? `${t.captain}: ${fullName(row.capitan)}` : t.noCaptain,
  subtitleHref: row.capitan ? userHref(row.capitan.id) : null,
  value: String(row.goalsScored),
  unit: goalsWord(row.goalsScored, true),
  unitShort: goalsWord(row.goalsScored, true),
  detail: t.matches(row.matchesPlayed),
  imageSrc: row.imageUrl || teamImageUrl(row.id),
  imageKind: 'team',
});
