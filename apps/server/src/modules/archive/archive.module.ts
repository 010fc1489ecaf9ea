import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { PositionByRoundController, RecordsController } from './http/records.controller';
import { TeamArchiveController, UserArchiveController } from './http/team-archive.controller';
import { ArchiveSeasons } from './queries/archive-seasons';
import { HallOfFameReadModel } from './queries/hall-of-fame.read-model';
import { PlayerCareerReadModel } from './queries/player-career.read-model';
import { PositionByRoundReadModel } from './queries/position-by-round.read-model';
import { RecordsReadModel } from './queries/records.read-model';
import { TeamHistoryReadModel } from './queries/team-history.read-model';

/**
 * The browsable past (issue 13): team history, player careers, records, the hall of fame and
 * the positions by round, from the archive projection and the standings' tables (one way:
 * archive → standings).
 */
@Module({
  imports: [StandingsModule],
  controllers: [
    TeamArchiveController,
    UserArchiveController,
    RecordsController,
    PositionByRoundController,
  ],
  providers: [
    ArchiveSeasons,
    TeamHistoryReadModel,
    PlayerCareerReadModel,
    RecordsReadModel,
    HallOfFameReadModel,
    PositionByRoundReadModel,
  ],
})
export class ArchiveModule {}
