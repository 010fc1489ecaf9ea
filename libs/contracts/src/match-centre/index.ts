export * from './match-centre.rules';
export * from './match-centre.texts';
export * from './match-centre.dto';
export * from './match-centre.schemas';
export * from './match-centre.answer-schemas';
