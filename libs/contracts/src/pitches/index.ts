export * from './pitches.dto';
export * from './pitches.schemas';
export * from './pitches.answer-schemas';
