import type { LegId, PositionId, Role, TextLanguage } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import type { SealedData } from '../personal-data/personal-data-vault';
import { userErrors } from './user.errors';

/**
 * Personal fields travel sealed (encrypted with the person's key, see personal-data-vault.ts):
 * the decider never needs to read them, so it takes the sealed blob from the command like an
 * id or a time. Position and leg are not personal and stay in clear.
 */
export type Sealed = SealedData;
type PositionOrNone = PositionId | 0;
type LegOrNone = LegId | 0;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    registeredAt: string;
    position: PositionOrNone;
    dominateLeg: LegOrNone;
    /** Sealed PersonalProfile (e-mail included). */
    personal: Sealed;
  }
>;
export type UserEmailVerified = DomainEvent<
  'UserEmailVerified',
  { userId: string; verifiedAt: string }
>;
export type UserProfileUpdated = DomainEvent<
  'UserProfileUpdated',
  { userId: string; position: PositionOrNone; dominateLeg: LegOrNone; personal: Sealed }
>;
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  { userId: string; changedAt: string }
>;
/** The person set a new password through the mailed link (forgotten password). */
export type UserPasswordRecovered = DomainEvent<
  'UserPasswordRecovered',
  { userId: string; recoveredAt: string }
>;
export type UserPasswordReset = DomainEvent<
  'UserPasswordReset',
  { userId: string; resetAt: string }
>;
export type AvatarChanged = DomainEvent<
  'AvatarChanged',
  { userId: string; version: number; changedAt: string }
>;
/** `version` moves on removal too, so an avatar URL with the old version is never reused. */
export type AvatarRemoved = DomainEvent<
  'AvatarRemoved',
  { userId: string; version: number; removedAt: string }
>;
export type UserDataReset = DomainEvent<'UserDataReset', { userId: string; resetAt: string }>;
export type UserErased = DomainEvent<'UserErased', { userId: string; erasedAt: string }>;
export type UserRoleGranted = DomainEvent<'UserRoleGranted', { userId: string; role: Role }>;
/**
 * The person chose the language of their texts while logged in (issue 19): their e-mails and
 * notifications are written in it, and a login on a new device switches the page to it.
 */
export type UserLanguageChanged = DomainEvent<
  'UserLanguageChanged',
  { userId: string; language: TextLanguage; changedAt: string }
>;

export type UserEvent =
  | UserRegistered
  | UserEmailVerified
  | UserProfileUpdated
  | UserPasswordChanged
  | UserPasswordReset
  | UserPasswordRecovered
  | AvatarChanged
  | AvatarRemoved
  | UserDataReset
  | UserErased
  | UserRoleGranted
  | UserLanguageChanged;

/** Who asks: a person (from the access token) or the system itself (null: start-up, tests). */
type Actor = Principal | null;

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  now: string;
  position: PositionOrNone;
  dominateLeg: LegOrNone;
  personal: Sealed;
};
export type VerifyEmail = { type: 'VerifyEmail'; userId: string; now: string };
export type UpdateProfile = {
  type: 'UpdateProfile';
  userId: string;
  actor: Actor;
  position: PositionId;
  dominateLeg: LegId;
  personal: Sealed;
};
export type ChangePassword = { type: 'ChangePassword'; userId: string; actor: Actor; now: string };
export type ResetPassword = { type: 'ResetPassword'; userId: string; actor: Actor; now: string };
/** The mailed link was opened with a valid token (the token is the proof; no actor). */
export type RecoverPassword = { type: 'RecoverPassword'; userId: string; now: string };
/** The person deletes their own account (password confirmed by the handler). */
export type DeleteOwnAccount = {
  type: 'DeleteOwnAccount';
  userId: string;
  actor: Actor;
  now: string;
};
export type ChangeAvatar = { type: 'ChangeAvatar'; userId: string; actor: Actor; now: string };
export type RemoveAvatar = { type: 'RemoveAvatar'; userId: string; actor: Actor; now: string };
export type ResetUserData = { type: 'ResetUserData'; userId: string; actor: Actor; now: string };
export type EraseUser = { type: 'EraseUser'; userId: string; actor: Actor; now: string };
export type GrantRole = { type: 'GrantRole'; userId: string; actor: Actor; role: Role };
export type ChangeLanguage = {
  type: 'ChangeLanguage';
  userId: string;
  actor: Actor;
  language: TextLanguage;
  now: string;
};

export type UserCommand =
  | RegisterUser
  | VerifyEmail
  | UpdateProfile
  | ChangePassword
  | ResetPassword
  | RecoverPassword
  | DeleteOwnAccount
  | ChangeAvatar
  | RemoveAvatar
  | ResetUserData
  | EraseUser
  | GrantRole
  | ChangeLanguage;

export type ActiveUser = {
  status: 'active';
  userId: string;
  role: Role;
  verified: boolean;
  hasAvatar: boolean;
  avatarVersion: number;
  /** The language the person chose while logged in; null: never chosen (Polish for mail). */
  language: TextLanguage | null;
};
export type UserState = { status: 'none' } | ActiveUser | { status: 'erased'; userId: string };

export const userStream = (userId: string) => ({ streamId: `user-${userId}`, streamType: 'user' });

const isAdmin = (actor: Actor) => actor === null || actor.role === 'Admin';
const isOwner = (actor: Actor, userId: string) => actor !== null && actor.userId === userId;

function active(state: UserState): ActiveUser {
  if (state.status !== 'active') throw userErrors.notFound();
  return state;
}
function requireOwner(actor: Actor, userId: string): void {
  if (!isOwner(actor, userId)) throw userErrors.notOwner();
}
function requireOwnerOrAdmin(actor: Actor, userId: string): void {
  if (!isOwner(actor, userId) && !isAdmin(actor)) {
    throw userErrors.notOwner();
  }
}
function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw userErrors.adminOnly();
}

function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId } = event.data;
    return {
      status: 'active',
      userId,
      role: 'User',
      verified: false,
      hasAvatar: false,
      avatarVersion: 0,
      language: null,
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'UserEmailVerified':
      return { ...state, verified: true };
    case 'AvatarChanged':
      return { ...state, hasAvatar: true, avatarVersion: event.data.version };
    case 'AvatarRemoved':
      return { ...state, hasAvatar: false, avatarVersion: event.data.version };
    case 'UserRoleGranted':
      return { ...state, role: event.data.role };
    case 'UserLanguageChanged':
      return { ...state, language: event.data.language };
    case 'UserErased':
      return { status: 'erased', userId: state.userId };
    default:
      return state;
  }
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') {
        throw userErrors.alreadyRegistered();
      }
      const { userId, now, position, dominateLeg, personal } = command;
      return [
        {
          type: 'UserRegistered',
          data: { userId, registeredAt: now, position, dominateLeg, personal },
        },
      ];
    }
    case 'VerifyEmail': {
      const user = active(state);
      if (user.verified) return [];
      return [
        { type: 'UserEmailVerified', data: { userId: user.userId, verifiedAt: command.now } },
      ];
    }
    case 'UpdateProfile': {
      const user = active(state);
      requireOwner(command.actor, user.userId);
      const { position, dominateLeg, personal } = command;
      return [
        {
          type: 'UserProfileUpdated',
          data: { userId: user.userId, position, dominateLeg, personal },
        },
      ];
    }
    case 'ChangePassword': {
      const user = active(state);
      requireOwner(command.actor, user.userId);
      return [
        { type: 'UserPasswordChanged', data: { userId: user.userId, changedAt: command.now } },
      ];
    }
    case 'ResetPassword': {
      const user = active(state);
      requireAdmin(command.actor);
      return [{ type: 'UserPasswordReset', data: { userId: user.userId, resetAt: command.now } }];
    }
    case 'RecoverPassword': {
      const user = active(state);
      const events: UserEvent[] = [
        { type: 'UserPasswordRecovered', data: { userId: user.userId, recoveredAt: command.now } },
      ];
      // the link reached the mailbox: the address is confirmed too
      if (!user.verified) {
        events.unshift({
          type: 'UserEmailVerified',
          data: { userId: user.userId, verifiedAt: command.now },
        });
      }
      return events;
    }
    case 'DeleteOwnAccount': {
      const user = active(state);
      requireOwner(command.actor, user.userId);
      if (user.role === 'Admin') throw userErrors.adminSelfDelete();
      return [{ type: 'UserErased', data: { userId: user.userId, erasedAt: command.now } }];
    }
    case 'ChangeAvatar': {
      const user = active(state);
      requireOwnerOrAdmin(command.actor, user.userId);
      const version = user.avatarVersion + 1;
      return [
        { type: 'AvatarChanged', data: { userId: user.userId, version, changedAt: command.now } },
      ];
    }
    case 'RemoveAvatar': {
      const user = active(state);
      requireOwnerOrAdmin(command.actor, user.userId);
      if (!user.hasAvatar) return [];
      const version = user.avatarVersion + 1;
      return [
        { type: 'AvatarRemoved', data: { userId: user.userId, version, removedAt: command.now } },
      ];
    }
    case 'ResetUserData': {
      const user = active(state);
      requireAdmin(command.actor);
      return [{ type: 'UserDataReset', data: { userId: user.userId, resetAt: command.now } }];
    }
    case 'EraseUser': {
      const user = active(state);
      requireAdmin(command.actor);
      if (isOwner(command.actor, user.userId)) {
        throw userErrors.cannotEraseSelf();
      }
      return [{ type: 'UserErased', data: { userId: user.userId, erasedAt: command.now } }];
    }
    case 'GrantRole': {
      const user = active(state);
      requireAdmin(command.actor);
      if (user.role === command.role) return [];
      return [{ type: 'UserRoleGranted', data: { userId: user.userId, role: command.role } }];
    }
    case 'ChangeLanguage': {
      const user = active(state);
      requireOwner(command.actor, user.userId);
      if (user.language === command.language) return [];
      return [
        {
          type: 'UserLanguageChanged',
          data: { userId: user.userId, language: command.language, changedAt: command.now },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
