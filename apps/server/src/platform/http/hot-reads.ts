import { Inject, Injectable, SetMetadata } from '@nestjs/common';
import { hasProvenance, stillCurrent } from '../read-cache/read-provenance';
import { SeasonService } from '../seasons/season.service';
import { answerTag, encodedBody, type SerializedEnvelope } from './answer-tags';
import type { LigaReply, LigaRequest } from './request-context';
import { HOT_READ } from './route-metadata';
import { type RouteAccess, SessionGate } from './session-gate';

export interface HotReadOptions {
  /** The answer depends on who asks (kept per caller), not only on the URL. */
  perCaller: boolean;
  /**
   * The answer depends on which season is the current one (the clock: e.g. a team's league
   * now), so it is kept per current season: after the turn at midnight the first read takes
   * the full path even before any projection has committed.
   */
  perSeason?: boolean;
}

/**
 * A GET whose whole answer, for one URL (and one caller with `perCaller`), is one read cache's
 * answer object, handed out unchanged: nothing else (the clock, another projection) shapes it
 * or decides its status. Such a read is answered again, while that cache's projections have not
 * committed, straight from the request's first hook (HotReads): no routing into Nest, no
 * guard, pipes, interceptors or handler; only the session check of the route's rules.
 */
export const HotRead = (options: HotReadOptions) => SetMetadata(HOT_READ, options);

/** A hot read's route: how its answers are kept, and the session checks it needs. */
export interface HotRoute {
  access: RouteAccess;
  perCaller: boolean;
  perSeason: boolean;
}

interface Kept {
  answer: object;
  serialized: SerializedEnvelope;
}

/** At most this many URLs (and answers) are kept, the least recently stored go first. */
const CAPACITY = 2_000;

/**
 * The hot reads answered last, by URL: a repeated read whose answer is still current (its
 * projections did not commit since: the read cache's own check) goes out from here with the
 * same bytes, tag and encodings as the full path would send. Anything else — an unknown URL,
 * a session the route refuses, a changed answer — takes the full path, which answers (or
 * refuses) as always and keeps the new answer.
 */
@Injectable()
export class HotReads {
  private readonly routes = new Map<string, HotRoute>();
  private readonly answers = new Map<string, Kept>();

  constructor(
    @Inject(SessionGate) private readonly gate: SessionGate,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  /** Keeps a hot read's answer, sent by the full path (EnvelopeInterceptor). */
  keep(req: LigaRequest, route: HotRoute, answer: object, serialized: SerializedEnvelope): void {
    if (!hasProvenance(answer)) return;
    const url = req.raw.url ?? '';
    remember(this.routes, url, route);
    remember(this.answers, this.keyOf(url, route, req.principal?.userId), { answer, serialized });
  }

  /** Answers a kept hot read; false when the request must take the full path. */
  async answer(request: LigaRequest, reply: LigaReply): Promise<boolean> {
    const url = request.raw.url ?? '';
    const route = this.routes.get(url);
    if (!route) return false;
    const principal = await this.gate.sessionOf(request.headers, route.access);
    this.gate.admit(principal, route.access);
    const key = this.keyOf(url, route, principal?.userId);
    const kept = this.answers.get(key);
    if (!kept) return false;
    if (!(await stillCurrent(kept.answer))) {
      if (this.answers.get(key) === kept) this.answers.delete(key);
      return false;
    }
    request.principal = principal;
    answerTag(request, reply, kept.serialized.hash);
    void reply.code(200).send(encodedBody(request, reply, kept.serialized));
    return true;
  }

  private keyOf(url: string, route: HotRoute, userId: string | undefined): string {
    const caller = route.perCaller ? `\n${userId ?? ''}` : '';
    return route.perSeason ? `${url}${caller}\n${this.seasons.currentId()}` : `${url}${caller}`;
  }
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > CAPACITY) map.delete(map.keys().next().value as string);
}
