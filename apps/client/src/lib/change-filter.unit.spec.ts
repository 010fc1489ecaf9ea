import { describe, expect, it } from '@jest/globals';
import type { ChangeMessage } from '@liga/contracts';
import { changeKey, filterChange, filterChanges, type SeenPositions } from './change-filter';

const push = (position: number, overrides: Partial<ChangeMessage> = {}): ChangeMessage => ({
  topic: 'standings',
  room: 'league:1',
  position,
  ...overrides,
});

describe('filterChange', () => {
  it('accepts the first push for a topic and room and remembers its position', () => {
    const decision = filterChange({}, push(10));

    expect(decision.accepted).toBe(true);
    expect(decision.seen).toEqual({ 'standings|league:1': 10 });
  });

  it('accepts a push newer than the last one seen', () => {
    const decision = filterChange({ 'standings|league:1': 10 }, push(11));

    expect(decision.accepted).toBe(true);
    expect(decision.seen['standings|league:1']).toBe(11);
  });

  it('drops a push at the same position (duplicate delivery)', () => {
    const seen: SeenPositions = { 'standings|league:1': 10 };
    const decision = filterChange(seen, push(10));

    expect(decision.accepted).toBe(false);
    expect(decision.seen).toBe(seen);
  });

  it('drops a push older than the last one seen (late delivery)', () => {
    const decision = filterChange({ 'standings|league:1': 10 }, push(7));

    expect(decision.accepted).toBe(false);
    expect(decision.seen['standings|league:1']).toBe(10);
  });

  it('keeps positions apart per topic and per room', () => {
    const seen: SeenPositions = { 'standings|league:1': 10 };

    expect(filterChange(seen, push(5, { topic: 'matches' })).accepted).toBe(true);
    expect(filterChange(seen, push(5, { room: 'league:2' })).accepted).toBe(true);
  });

  it('accepts position 0 the first time', () => {
    expect(filterChange({}, push(0)).accepted).toBe(true);
  });

  it('never mutates the positions it was given', () => {
    const seen = Object.freeze({ 'standings|league:1': 3 });

    const decision = filterChange(seen, push(4));

    expect(seen).toEqual({ 'standings|league:1': 3 });
    expect(decision.seen).not.toBe(seen);
  });

  it.each([
    ['null', null],
    ['a string', 'change'],
    ['no topic', { room: 'league:1', position: 3 }],
    ['no room', { topic: 'standings', position: 3 }],
    ['a text position', { topic: 'standings', room: 'league:1', position: '3' }],
    ['a negative position', { topic: 'standings', room: 'league:1', position: -1 }],
    ['an infinite position', { topic: 'standings', room: 'league:1', position: Infinity }],
  ])('drops a malformed push (%s)', (_label, message) => {
    const decision = filterChange({}, message);

    expect(decision.accepted).toBe(false);
    expect(decision.seen).toEqual({});
  });
});

describe('filterChanges', () => {
  it('applies pushes in order and lists each topic to refetch once', () => {
    const batch = filterChanges({ 'teams|team:9': 20 }, [
      push(11),
      push(11),
      push(12, { topic: 'matches' }),
      push(13),
      push(15, { topic: 'teams', room: 'team:9' }),
      push(19, { topic: 'teams', room: 'team:9' }),
    ]);

    expect(batch.accepted.map((message) => message.position)).toEqual([11, 12, 13]);
    expect(batch.topics).toEqual(['standings', 'matches']);
    expect(batch.seen).toEqual({
      'standings|league:1': 13,
      'matches|league:1': 12,
      'teams|team:9': 20,
    });
  });

  it('accepts nothing from an empty batch', () => {
    expect(filterChanges({}, [])).toEqual({ accepted: [], seen: {}, topics: [] });
  });
});

describe('changeKey', () => {
  it('joins topic and room', () => {
    expect(changeKey({ topic: 'reports', room: 'team:5' })).toBe('reports|team:5');
  });
});
