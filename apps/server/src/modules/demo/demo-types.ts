import type { CupReadModel } from '../cup/queries/cup.read-model';
import type { CommandBus } from '@nestjs/cqrs';
import type { SeasonPeriod } from '../../config/season-calendar';

/** Every demo account's password (the admin's too, unless it existed before). */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ADMIN_EMAIL = 'admin@liga.local';
export const DEFAULT_DEMO_SEED = 2026;

export const DAY = 86_400_000;

/** What the generator uses of the app: the command bus and a few start-up services. */
export interface DemoDependencies {
  commands: CommandBus;
  /** Opens a season and its leagues (EnsureCurrentSeason.run). */
  openSeason: (season: SeasonPeriod) => Promise<void>;
  /** Makes sure an admin account exists (EnsureAdminAccount.ensure); returns its id. */
  ensureAdmin: (email: string, password: string) => Promise<string>;
  /**
   * Applies everything appended so far to the read tables (the projection daemon); with
   * `only`, to those projections' tables alone (the others may stay behind).
   */
  drain: (only?: readonly string[]) => Promise<void>;
  /**
   * Projections catch up only at `drain` while the league is written (one batch per drain
   * instead of a wake-up per append); `resume` lets them follow the log again.
   */
  hold?: { pause(): Promise<void>; resume(): void };
  /** Reads a cup's bracket (the demo's cups play the ties the draw made). */
  cups: Pick<CupReadModel, 'cup'>;
  /** The teams in each league of a season as the read tables show them (after a turn). */
  leaguesOf: (season: SeasonPeriod) => Promise<Array<{ name: string; teamIds: string[] }>>;
}

export interface DemoOptions {
  seed: number;
  /** The league's "today": matches before it are played, after it are to come. */
  now: Date;
  /** The current season (default: the one containing `now`). */
  currentSeason?: SeasonPeriod;
  /**
   * 1 = the current season only; N adds N-1 finished seasons of history before it: the oldest
   * placed by the admin as the plan says, each later one by its season plan (the final tables
   * of the season before: promotions and relegations) confirmed by the admin, then the turn.
   * The current season is placed by the admin as the demo's plan says.
   */
  seasons?: number;
  /**
   * 'first' (default, the seed CLI): the past seasons are written before the current one.
   * 'later': `generate` writes the current season only and `writeHistory` the past ones
   * afterwards (`npm start`: in the background, the portal already serving), the teams still
   * waiting for a league last (a plan would place them in a past season).
   */
  history?: 'first' | 'later';
  /**
   * false: every season placed by the admin as the plan says, no turns (SEASON_PIN_DATE: the
   * plans of past seasons are refused while a season is pinned). Default true.
   */
  turns?: boolean;
  /** How many times each pair meets in a season (default: at least home and away, about a match a week). */
  legs?: number;
  /**
   * Moves the app's clock along the simulated timeline (tests, the seed CLI), so events carry
   * the time they would have happened at and a past season is current while it is written.
   * Without it every command runs at the real time (`npm start`); past seasons need it.
   */
  clock?: {
    set(instant: Date): void;
    /** Runs one step at its own instant (TimelineClock): steps may then run concurrently. */
    at?<T>(instant: Date, work: () => Promise<T>): Promise<T>;
  };
  /** Commands in flight at once on independent streams (default 4). */
  concurrency?: number;
  /** The acting admin (default admin@liga.local / Demo1234!; an existing account is kept). */
  admin?: { email: string; password: string };
  /** Progress lines. */
  log?: (line: string) => void;
  /** Stops the run before its next command once aborted (tests: a stop in the middle). */
  signal?: AbortSignal;
}

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  teamName?: string;
}

export type DemoCounts = {
  seasons: number;
  leagues: number;
  teams: number;
  teamsAwaitingLeague: number;
  players: number;
  pendingApplications: number;
  pitches: number;
  challenges: number;
  verifiedResults: number;
  reportsWaitingForCaptain: number;
  reportsWaitingForAdmin: number;
  acceptedWithoutReport: number;
  /** Accepted challenges still to be played. */
  acceptedUpcoming: number;
  pendingChallenges: number;
  rejectedOrCancelled: number;
  walkovers: number;
  commands: number;
};

export interface DemoResult {
  admin: DemoLogin;
  captain: DemoLogin;
  player: DemoLogin;
  counts: DemoCounts;
}
