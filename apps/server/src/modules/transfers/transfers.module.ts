import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { TransfersController } from './http/transfers.controller';
import { TransfersReadModel } from './queries/transfers.read-model';

/**
 * The transfer market's reads (players, recruiting teams); its writes (offers, recruitment) are
 * the team stream's, in the teams module. Imports one way: transfers → standings, users, teams.
 */
@Module({
  imports: [StandingsModule],
  controllers: [TransfersController],
  providers: [TransfersReadModel],
})
export class TransfersModule {}
