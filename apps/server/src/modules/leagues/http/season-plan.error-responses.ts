import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { SeasonPlanErrorCode } from '../domain/season-plan.errors';

/** Status and Polish message of every refusal of the season structure and plan. */
export const seasonPlanErrorResponses: ErrorResponses<SeasonPlanErrorCode> = {
  'season_plan.not_next': () =>
    new ConflictError(
      'season_plan.not_next',
      'Plan można przygotować tylko dla następnego sezonu (albo dla bieżącego, jeśli nie został jeszcze zastosowany).',
    ),
  'season_plan.league_not_found': () =>
    new NotFoundError('season_plan.league_not_found', 'Nie ma takiej ligi w planie sezonu.'),
  'season_plan.league_closed': ({ name }: { name: string }) =>
    new ConflictError(
      'season_plan.league_closed',
      `Liga „${name}” jest zamknięta w nowym sezonie.`,
    ),
  'season_plan.league_name_taken': ({ name }: { name: string }) =>
    new ConflictError('season_plan.league_name_taken', `Liga „${name}” już jest w planie sezonu.`),
  'season_plan.tier_not_found': () =>
    new NotFoundError('season_plan.tier_not_found', 'Nie ma takiej pary poziomów lig.'),
  'season_plan.turned': () =>
    new ConflictError(
      'season_plan.turned',
      'Sezon już się rozpoczął: jego ligi i liczby awansów nie mogą się już zmienić.',
    ),
  'season_plan.applied': () =>
    new ConflictError('season_plan.applied', 'Plan tego sezonu został już zastosowany.'),
  'season_plan.reason_required': () =>
    ValidationError.of('season_plan.reason_required', 'Podaj powód przeniesienia drużyny.'),
  'season_plan.team_twice': () =>
    new ConflictError('season_plan.team_twice', 'Drużyna nie może trafić do dwóch lig naraz.'),
  'season_plan.team_unknown': () =>
    new NotFoundError('season_plan.team_unknown', 'Nie znaleziono drużyny.'),
  'season_plan.not_open_yet': ({ opensAt }: { opensAt: string }) =>
    new ConflictError(
      'season_plan.not_open_yet',
      `Propozycja nowego sezonu będzie dostępna od ${opensAt}.`,
    ),
  'season_plan.not_confirmed': () =>
    new ConflictError('season_plan.not_confirmed', 'Najpierw zatwierdź plan sezonu.'),
};
