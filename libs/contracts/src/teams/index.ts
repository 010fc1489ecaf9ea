export * from './teams.rules';
export * from './teams.texts';
export * from './teams.schemas';
export * from './teams.dto';
export * from './teams.answer-schemas';
