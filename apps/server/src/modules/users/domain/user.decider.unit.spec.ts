import { answerWith, thrown } from '../../../../../../test/support/refusals';
import type { Principal } from '../../../platform/auth/principal';
import { foldEvents } from '../../../platform/event-store/decider';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/http/app-errors';
import { type UserCommand, userDecider, type UserEvent } from './user.decider';
import { userErrorResponses } from '../http/user.error-responses';

const answer = answerWith(userErrorResponses);

const id = 'u1';
const now = '2025-09-01T10:00:00.000Z';
const sealed = { v: 1 as const, iv: 'iv', tag: 'tag', ct: 'ct' };
const owner: Principal = { userId: id, role: 'User' };
const stranger: Principal = { userId: 'u2', role: 'User' };
const admin: Principal = { userId: 'a1', role: 'Admin' };

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: id, registeredAt: now, position: 3, dominateLeg: 1, personal: sealed },
};
const verified: UserEvent = { type: 'UserEmailVerified', data: { userId: id, verifiedAt: now } };
const avatar1: UserEvent = {
  type: 'AvatarChanged',
  data: { userId: id, version: 1, changedAt: now },
};
const erased: UserEvent = { type: 'UserErased', data: { userId: id, erasedAt: now } };

/** given events, when a command: the events decided (or the error thrown). */
function given(...past: UserEvent[]) {
  return {
    when: (command: UserCommand) => userDecider.decide(command, foldEvents(userDecider, past)),
  };
}

describe('user decider', () => {
  describe('RegisterUser', () => {
    const register: UserCommand = {
      type: 'RegisterUser',
      userId: id,
      now,
      position: 3,
      dominateLeg: 1,
      personal: sealed,
    };
    it('given nothing, then UserRegistered carrying only the sealed personal data', () => {
      expect(given().when(register)).toEqual([registered]);
    });
    it('given a registered user, then a conflict', () => {
      expect(answer(thrown(() => given(registered).when(register)))).toBeInstanceOf(ConflictError);
    });
  });

  describe('VerifyEmail', () => {
    it('given a new account, then UserEmailVerified', () => {
      expect(given(registered).when({ type: 'VerifyEmail', userId: id, now })).toEqual([verified]);
    });
    it('given a verified account, then nothing (a link opened twice)', () => {
      expect(given(registered, verified).when({ type: 'VerifyEmail', userId: id, now })).toEqual(
        [],
      );
    });
    it('given nothing, then not found', () => {
      expect(
        answer(thrown(() => given().when({ type: 'VerifyEmail', userId: id, now }))),
      ).toBeInstanceOf(NotFoundError);
    });
  });

  describe('UpdateProfile', () => {
    const update = (actor: Principal): UserCommand => ({
      type: 'UpdateProfile',
      userId: id,
      actor,
      position: 1,
      dominateLeg: 2,
      personal: sealed,
    });
    it('by the owner, then UserProfileUpdated', () => {
      expect(given(registered, verified).when(update(owner))).toEqual([
        {
          type: 'UserProfileUpdated',
          data: { userId: id, position: 1, dominateLeg: 2, personal: sealed },
        },
      ]);
    });
    it.each([
      ['another user', stranger],
      ['even an admin', admin],
    ])('by %s, then forbidden', (_who, actor) => {
      expect(answer(thrown(() => given(registered).when(update(actor))))).toBeInstanceOf(
        ForbiddenError,
      );
    });
    it('given an erased account, then not found', () => {
      expect(answer(thrown(() => given(registered, erased).when(update(owner))))).toBeInstanceOf(
        NotFoundError,
      );
    });
  });

  describe('passwords', () => {
    it('ChangePassword by the owner, then UserPasswordChanged (no hash in the event)', () => {
      expect(
        given(registered).when({ type: 'ChangePassword', userId: id, actor: owner, now }),
      ).toEqual([{ type: 'UserPasswordChanged', data: { userId: id, changedAt: now } }]);
    });
    it('ChangePassword by someone else, then forbidden', () => {
      expect(
        answer(
          thrown(() =>
            given(registered).when({ type: 'ChangePassword', userId: id, actor: admin, now }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
    });
    it('ResetPassword by an admin, then UserPasswordReset; by a user, forbidden', () => {
      expect(
        given(registered).when({ type: 'ResetPassword', userId: id, actor: admin, now }),
      ).toEqual([{ type: 'UserPasswordReset', data: { userId: id, resetAt: now } }]);
      expect(
        answer(
          thrown(() =>
            given(registered).when({ type: 'ResetPassword', userId: id, actor: owner, now }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
    });
  });

  describe('avatars', () => {
    it('ChangeAvatar numbers the versions', () => {
      expect(
        given(registered, avatar1).when({ type: 'ChangeAvatar', userId: id, actor: owner, now }),
      ).toEqual([{ type: 'AvatarChanged', data: { userId: id, version: 2, changedAt: now } }]);
    });
    it('ChangeAvatar by an admin is allowed, by a stranger forbidden', () => {
      expect(
        given(registered).when({ type: 'ChangeAvatar', userId: id, actor: admin, now }),
      ).toHaveLength(1);
      expect(
        answer(
          thrown(() =>
            given(registered).when({ type: 'ChangeAvatar', userId: id, actor: stranger, now }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
    });
    it('RemoveAvatar moves the version on (no stale cached picture), nothing when none', () => {
      expect(
        given(registered, avatar1).when({ type: 'RemoveAvatar', userId: id, actor: admin, now }),
      ).toEqual([{ type: 'AvatarRemoved', data: { userId: id, version: 2, removedAt: now } }]);
      expect(
        given(registered).when({ type: 'RemoveAvatar', userId: id, actor: owner, now }),
      ).toEqual([]);
      expect(
        answer(
          thrown(() =>
            given(registered, avatar1).when({
              type: 'RemoveAvatar',
              userId: id,
              actor: stranger,
              now,
            }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
    });
  });

  describe('admin actions', () => {
    it('ResetUserData by an admin, then UserDataReset; by the owner, forbidden', () => {
      expect(
        given(registered).when({ type: 'ResetUserData', userId: id, actor: admin, now }),
      ).toEqual([{ type: 'UserDataReset', data: { userId: id, resetAt: now } }]);
      expect(
        answer(
          thrown(() =>
            given(registered).when({ type: 'ResetUserData', userId: id, actor: owner, now }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
    });
    it('EraseUser by an admin, then UserErased, and the account is gone for every command', () => {
      expect(given(registered).when({ type: 'EraseUser', userId: id, actor: admin, now })).toEqual([
        erased,
      ]);
      expect(
        answer(
          thrown(() =>
            given(registered, erased).when({ type: 'EraseUser', userId: id, actor: admin, now }),
          ),
        ),
      ).toBeInstanceOf(NotFoundError);
      expect(
        answer(
          thrown(() =>
            given(registered, erased).when({ type: 'ChangeAvatar', userId: id, actor: owner, now }),
          ),
        ),
      ).toBeInstanceOf(NotFoundError);
    });
    it('EraseUser by a user, or by an admin on their own account, is forbidden', () => {
      expect(
        answer(
          thrown(() =>
            given(registered).when({ type: 'EraseUser', userId: id, actor: owner, now }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
      const adminSelf: Principal = { userId: id, role: 'Admin' };
      expect(
        answer(
          thrown(() =>
            given(registered).when({ type: 'EraseUser', userId: id, actor: adminSelf, now }),
          ),
        ),
      ).toBeInstanceOf(ForbiddenError);
    });
    it('GrantRole by the system or an admin, once', () => {
      const grant = { type: 'GrantRole' as const, userId: id, role: 'Admin' as const };
      const granted: UserEvent = { type: 'UserRoleGranted', data: { userId: id, role: 'Admin' } };
      expect(given(registered).when({ ...grant, actor: null })).toEqual([granted]);
      expect(given(registered, granted).when({ ...grant, actor: admin })).toEqual([]);
      expect(
        answer(thrown(() => given(registered).when({ ...grant, actor: owner }))),
      ).toBeInstanceOf(ForbiddenError);
    });
  });

  describe('ChangeLanguage', () => {
    const change = (language: 'pl' | 'en', actor: Principal) =>
      ({ type: 'ChangeLanguage', userId: id, actor, language, now }) as const;
    const english: UserEvent = {
      type: 'UserLanguageChanged',
      data: { userId: id, language: 'en', changedAt: now },
    };
    it('by the owner, then UserLanguageChanged; the same language again, nothing', () => {
      expect(given(registered).when(change('en', owner))).toEqual([english]);
      expect(given(registered, english).when(change('en', owner))).toEqual([]);
      expect(given(registered, english).when(change('pl', owner))).toEqual([
        { ...english, data: { ...english.data, language: 'pl' } },
      ]);
      expect(foldEvents(userDecider, [registered, english])).toMatchObject({ language: 'en' });
    });
    it('by someone else, forbidden; for an erased account, not found', () => {
      expect(answer(thrown(() => given(registered).when(change('en', stranger))))).toBeInstanceOf(
        ForbiddenError,
      );
      expect(
        answer(thrown(() => given(registered, erased).when(change('en', owner)))),
      ).toBeInstanceOf(NotFoundError);
    });
  });

  it('evolve: state follows the facts', () => {
    const state = foldEvents(userDecider, [
      registered,
      verified,
      avatar1,
      { type: 'UserRoleGranted', data: { userId: id, role: 'Admin' } },
    ]);
    expect(state).toEqual({
      status: 'active',
      userId: id,
      role: 'Admin',
      verified: true,
      hasAvatar: true,
      avatarVersion: 1,
      language: null,
    });
    expect(foldEvents(userDecider, [registered, erased])).toEqual({ status: 'erased', userId: id });
  });
});
