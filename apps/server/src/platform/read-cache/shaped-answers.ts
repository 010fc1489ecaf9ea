import { withTextLanguage } from '../http/request-context';

/**
 * Answers shaped from one cached read (rows, a match's parts) for one kind of viewer, kept
 * with that read: while the read cache hands out the same object, every viewer of the same
 * kind gets the same answer object, so it is serialized, tagged and compressed once
 * (http/answer-tags.ts) instead of on every request. The answers go with the cached object.
 * `key` must name everything the shaping depends on besides `source` (the viewer's kind, the
 * phase of the clock, other cached parts by `identityOf`). Callers must not mutate answers.
 */
export class ShapedAnswers<Source extends object, Answer> {
  private readonly bySource = new WeakMap<Source, Map<string, Answer>>();

  /** `perSource`: at most this many kinds of viewer per read (then the oldest are dropped). */
  constructor(private readonly perSource = 64) {}

  get(source: Source, key: string, shape: () => Answer): Answer {
    let answers = this.bySource.get(source);
    if (!answers) {
      answers = new Map();
      this.bySource.set(source, answers);
    }
    const known = answers.get(key);
    if (known !== undefined) return known;
    // shared by callers of every language: shaped in the spec's Polish (as ReadCache reads)
    const answer = withTextLanguage('pl', shape);
    if (answers.size >= this.perSource) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  }
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A number for an object, the same while it lives: a cached part's identity in a key. */
export function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) {
    id = ++lastIdentity;
    identities.set(value, id);
  }
  return id;
}
