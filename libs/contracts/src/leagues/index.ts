export * from './leagues.dto';
export * from './league-names';
export * from './season.dto';
