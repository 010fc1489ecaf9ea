import { answerWith } from '../../../../../../test/support/refusals';
import { TEAM_MESSAGES } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { foldEvents } from '../../../platform/event-store/decider';
import { teamDecider, type TeamCommand } from './team.decider';
import type { TeamEvent } from './team.events';
import { teamErrorResponses } from '../http/team.error-responses';

const answer = answerWith(teamErrorResponses);

const captain: Principal = { userId: 'u-cap', role: 'User' };
const player: Principal = { userId: 'u-p', role: 'User' };
const stranger: Principal = { userId: 'u-x', role: 'User' };
const admin: Principal = { userId: 'u-admin', role: 'Admin' };
const teamId = 't1';

const created: TeamEvent[] = [
  {
    type: 'TeamCreated',
    data: { teamId, name: 'Orły', shortName: 'ORL', captainId: 'u-cap', requestedLeagueId: 'l1' },
  },
  {
    type: 'PlayerJoinedTeam',
    data: { teamId, userTeamId: 'ut-cap', userId: 'u-cap', memberType: 2 },
  },
];
const applied: TeamEvent = {
  type: 'ApplicationSubmitted',
  data: { teamId, applicationId: 'a1', userId: 'u-p' },
};
const joined: TeamEvent[] = [
  applied,
  { type: 'ApplicationAccepted', data: { teamId, applicationId: 'a1', userId: 'u-p' } },
  { type: 'PlayerJoinedTeam', data: { teamId, userTeamId: 'ut-p', userId: 'u-p', memberType: 1 } },
];

const decide = (given: TeamEvent[], command: TeamCommand) =>
  teamDecider.decide(command, foldEvents(teamDecider, given));

function refusal(given: TeamEvent[], command: TeamCommand) {
  try {
    decide(given, command);
  } catch (error) {
    if (error instanceof Error && 'code' in error) {
      const refused = answer(error);
      return { status: refused.status, ...refused.errors[0] };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('team decider', () => {
  it('CreateTeam: the creator joins as captain (memberType 2)', () => {
    expect(
      decide([], {
        type: 'CreateTeam',
        teamId,
        userTeamId: 'ut-cap',
        captainId: 'u-cap',
        name: 'Orły',
        shortName: 'ORL',
        requestedLeagueId: 'l1',
      }),
    ).toEqual(created);
  });

  describe('applications', () => {
    it('a player applies; a second application to the same team is refused', () => {
      expect(
        decide(created, { type: 'SubmitApplication', actor: player, applicationId: 'a1' }),
      ).toEqual([applied]);
      expect(
        refusal([...created, applied], {
          type: 'SubmitApplication',
          actor: player,
          applicationId: 'a2',
        }),
      ).toMatchObject({ status: 409, code: 'application.already_pending' });
    });

    it('a member cannot apply to their own team', () => {
      expect(
        refusal(created, { type: 'SubmitApplication', actor: captain, applicationId: 'a2' }),
      ).toMatchObject({ status: 409, code: 'team.already_member' });
    });

    it('the captain accepts: the applicant becomes a member', () => {
      expect(
        decide([...created, applied], {
          type: 'AcceptApplication',
          actor: captain,
          applicationId: 'a1',
          userTeamId: 'ut-p',
        }),
      ).toEqual(joined.slice(1));
    });

    it('an application handled once cannot be handled again', () => {
      for (const type of ['AcceptApplication', 'CancelApplication'] as const) {
        expect(
          refusal([...created, ...joined], {
            type,
            actor: captain,
            applicationId: 'a1',
            userTeamId: 'x',
          }),
        ).toMatchObject({ status: 409, code: 'application.not_pending' });
      }
    });

    it('only the captain accepts or refuses (not the applicant, not an admin)', () => {
      for (const actor of [player, stranger, admin]) {
        expect(
          refusal([...created, applied], {
            type: 'CancelApplication',
            actor,
            applicationId: 'a1',
          }),
        ).toMatchObject({ status: 403 });
      }
    });

    it('the applicant withdraws their own application, nobody else can', () => {
      expect(
        decide([...created, applied], {
          type: 'WithdrawApplication',
          actor: player,
          applicationId: 'a1',
        }),
      ).toEqual([{ type: 'ApplicationWithdrawn', data: applied.data }]);
      expect(
        refusal([...created, applied], {
          type: 'WithdrawApplication',
          actor: captain,
          applicationId: 'a1',
        }),
      ).toMatchObject({ status: 403 });
    });
  });

  describe('roster', () => {
    const given = [...created, ...joined];

    it('a captain cannot leave, with the spec message', () => {
      expect(
        refusal(given, { type: 'EndMembership', actor: captain, userTeamId: 'ut-cap' }),
      ).toEqual({
        status: 409,
        code: 'team.captain_cannot_leave',
        message: TEAM_MESSAGES.captainCannotLeave,
      });
    });

    it('a member leaves; the captain removes a member; a stranger cannot', () => {
      const data = { teamId, userTeamId: 'ut-p', userId: 'u-p' };
      expect(decide(given, { type: 'EndMembership', actor: player, userTeamId: 'ut-p' })).toEqual([
        { type: 'PlayerLeftTeam', data },
      ]);
      expect(decide(given, { type: 'EndMembership', actor: captain, userTeamId: 'ut-p' })).toEqual([
        { type: 'PlayerRemovedFromTeam', data: { ...data, removedBy: 'u-cap' } },
      ]);
      expect(
        refusal(given, { type: 'EndMembership', actor: stranger, userTeamId: 'ut-p' }),
      ).toMatchObject({ status: 403 });
    });

    it('the captain hands over to a member; then the old captain may leave', () => {
      const handOver = decide(given, {
        type: 'HandOverCaptaincy',
        actor: captain,
        oldCaptainId: 'u-cap',
        newCaptainId: 'u-p',
      });
      expect(handOver).toEqual([
        { type: 'CaptaincyHandedOver', data: { teamId, fromUserId: 'u-cap', toUserId: 'u-p' } },
      ]);
      expect(
        decide([...given, ...handOver], {
          type: 'EndMembership',
          actor: captain,
          userTeamId: 'ut-cap',
        }),
      ).toEqual([
        { type: 'PlayerLeftTeam', data: { teamId, userTeamId: 'ut-cap', userId: 'u-cap' } },
      ]);
    });

    it('hand-over refusals: not captain, not a member, stale old captain', () => {
      const base = { type: 'HandOverCaptaincy' as const, oldCaptainId: 'u-cap' };
      expect(refusal(given, { ...base, actor: player, newCaptainId: 'u-p' })).toMatchObject({
        status: 403,
      });
      expect(refusal(given, { ...base, actor: captain, newCaptainId: 'u-x' })).toMatchObject({
        status: 404,
      });
      expect(
        refusal(given, { ...base, oldCaptainId: 'u-p', actor: captain, newCaptainId: 'u-p' }),
      ).toMatchObject({ status: 409, code: 'team.captain_changed' });
    });
  });

  describe('management', () => {
    it('the captain or an admin renames; a member cannot', () => {
      const rename = { type: 'RenameTeam' as const, name: 'Sokoły', shortName: 'SOK' };
      expect(decide(created, { ...rename, actor: admin })).toEqual([
        { type: 'TeamRenamed', data: { teamId, name: 'Sokoły', shortName: 'SOK' } },
      ]);
      expect(refusal([...created, ...joined], { ...rename, actor: player })).toMatchObject({
        status: 403,
      });
      expect(
        decide(created, { ...rename, name: 'Orły', shortName: 'ORL', actor: captain }),
      ).toEqual([]);
    });

    it('image versions grow; removing a missing image changes nothing', () => {
      const first = decide(created, { type: 'ChangeTeamImage', actor: captain });
      expect(first).toEqual([{ type: 'TeamImageChanged', data: { teamId, version: 1 } }]);
      expect(decide([...created, ...first], { type: 'ChangeTeamImage', actor: admin })).toEqual([
        { type: 'TeamImageChanged', data: { teamId, version: 2 } },
      ]);
      expect(decide(created, { type: 'RemoveTeamImage', actor: captain })).toEqual([]);
    });

    it('only an admin deletes; a deleted team is gone for every command', () => {
      expect(refusal(created, { type: 'DeleteTeam', actor: captain })).toMatchObject({
        status: 403,
      });
      const deleted = decide([...created, applied], { type: 'DeleteTeam', actor: admin });
      expect(deleted).toEqual([
        {
          type: 'TeamDeleted',
          data: { teamId, memberIds: ['u-cap'], pendingApplicationIds: ['a1'] },
        },
      ]);
      expect(
        refusal([...created, ...deleted], {
          type: 'SubmitApplication',
          actor: stranger,
          applicationId: 'a3',
        }),
      ).toMatchObject({ status: 404, code: 'team.not_found' });
    });
  });
});
