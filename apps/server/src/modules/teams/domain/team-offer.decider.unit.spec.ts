import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { OFFER_MESSAGES } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { foldEvents } from '../../../platform/event-store/decider';
import { teamErrorResponses } from '../http/team.error-responses';
import { type TeamOfferCommand, teamOfferDecider as decider } from './team-offer.decider';
import type { TeamEvent } from './team.events';

const answer = answerWith(teamErrorResponses);
const captain: Principal = { userId: 'u-cap', role: 'User' };
const agent: Principal = { userId: 'u-free', role: 'User' };
const stranger: Principal = { userId: 'u-x', role: 'User' };
const teamId = 't1';
const created: TeamEvent[] = [
  {
    type: 'TeamCreated',
    data: { teamId, name: 'Orły', shortName: 'ORL', captainId: 'u-cap', requestedLeagueId: null },
  },
  {
    type: 'PlayerJoinedTeam',
    data: { teamId, userTeamId: 'ut-cap', userId: 'u-cap', memberType: 2 },
  },
];
const offered: TeamEvent = {
  type: 'TeamOfferMade',
  data: { teamId, offerId: 'o1', userId: 'u-free', madeBy: 'u-cap' },
};
const make = (
  over: Partial<Extract<TeamOfferCommand, { type: 'MakeOffer' }>> = {},
): TeamOfferCommand => ({
  type: 'MakeOffer',
  actor: captain,
  offerId: 'o1',
  userId: 'u-free',
  playerExists: true,
  playerTeamStream: null,
  ...over,
});
const decide = (given: TeamEvent[], command: TeamOfferCommand) =>
  decider.decide(command, foldEvents(decider, given));
const refused = (given: TeamEvent[], command: TeamOfferCommand) => {
  const error = answer(thrown(() => decide(given, command)));
  return [error.status, error.errors[0].message];
};

describe('team offers', () => {
  it('the captain offers a free agent a place', () => {
    expect(decide(created, make())).toEqual([offered]);
  });

  it('refuses a non-captain (403), a second open offer (409), a member (409), a player in another team (409), an unknown player (404)', () => {
    expect(refused(created, make({ actor: stranger }))[0]).toBe(403);
    expect(refused([...created, offered], make({ offerId: 'o2' }))).toEqual([
      409,
      OFFER_MESSAGES.alreadyOffered,
    ]);
    expect(refused(created, make({ userId: 'u-cap' }))).toEqual([409, OFFER_MESSAGES.toMember]);
    expect(refused(created, make({ playerTeamStream: 'team-t2' }))).toEqual([
      409,
      OFFER_MESSAGES.playerNotFree,
    ]);
    expect(refused(created, make({ playerExists: false }))[0]).toBe(404);
  });

  it('accepting makes the player a member as an accepted application does', () => {
    expect(
      decide([...created, offered], {
        type: 'AcceptOffer',
        actor: agent,
        offerId: 'o1',
        userTeamId: 'ut-9',
      }),
    ).toEqual([
      { type: 'TeamOfferAccepted', data: { teamId, offerId: 'o1', userId: 'u-free' } },
      {
        type: 'PlayerJoinedTeam',
        data: { teamId, userTeamId: 'ut-9', userId: 'u-free', memberType: 1 },
      },
    ]);
  });

  it("refuses someone else's offer (403) and an offer already answered (409)", () => {
    expect(
      refused([...created, offered], {
        type: 'AcceptOffer',
        actor: stranger,
        offerId: 'o1',
        userTeamId: 'x',
      }),
    ).toEqual([403, OFFER_MESSAGES.notYours]);
    const declined: TeamEvent = {
      type: 'TeamOfferDeclined',
      data: { teamId, offerId: 'o1', userId: 'u-free' },
    };
    expect(
      refused([...created, offered, declined], {
        type: 'AcceptOffer',
        actor: agent,
        offerId: 'o1',
        userTeamId: 'x',
      }),
    ).toEqual([409, OFFER_MESSAGES.notPending]);
    expect(
      refused([...created, offered], { type: 'DeclineOffer', actor: captain, offerId: 'o1' })[0],
    ).toBe(403);
  });

  it('the player declines, the captain withdraws; only the captain withdraws', () => {
    expect(
      decide([...created, offered], { type: 'DeclineOffer', actor: agent, offerId: 'o1' }),
    ).toEqual([{ type: 'TeamOfferDeclined', data: { teamId, offerId: 'o1', userId: 'u-free' } }]);
    expect(
      decide([...created, offered], { type: 'WithdrawOffer', actor: captain, offerId: 'o1' }),
    ).toEqual([
      {
        type: 'TeamOfferWithdrawn',
        data: { teamId, offerId: 'o1', userId: 'u-free', withdrawnBy: 'u-cap' },
      },
    ]);
    expect(
      refused([...created, offered], { type: 'WithdrawOffer', actor: agent, offerId: 'o1' })[0],
    ).toBe(403);
  });

  it("joining elsewhere withdraws the player's pending application here, with the reason", () => {
    const applied: TeamEvent = {
      type: 'ApplicationSubmitted',
      data: { teamId, applicationId: 'a1', userId: 'u-free' },
    };
    expect(
      decide([...created, applied], { type: 'WithdrawApplicationOnJoin', userId: 'u-free' }),
    ).toEqual([
      {
        type: 'ApplicationWithdrawn',
        data: { teamId, applicationId: 'a1', userId: 'u-free', reason: 'joinedAnotherTeam' },
      },
    ]);
    expect(decide(created, { type: 'WithdrawApplicationOnJoin', userId: 'u-free' })).toEqual([]);
  });

  it("the captain marks the team 'szukamy zawodników'; the same again appends nothing", () => {
    const set: TeamOfferCommand = {
      type: 'SetRecruitment',
      actor: captain,
      lookingForPlayers: true,
      positions: [1, 4],
    };
    const event: TeamEvent = {
      type: 'TeamRecruitmentSet',
      data: { teamId, lookingForPlayers: true, positions: [1, 4] },
    };
    expect(decide(created, set)).toEqual([event]);
    expect(decide([...created, event], set)).toEqual([]);
    expect(refused(created, { ...set, actor: stranger } as TeamOfferCommand)[0]).toBe(403);
  });
});
