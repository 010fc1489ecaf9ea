import { EventStore1732200000000 } from './1732200000000-event-store';
import { Accounts1732300000000 } from './1732300000000-accounts';
import { TeamImages1732400000000 } from './1732400000000-team-images';
import { PitchBookings1732600000000 } from './1732600000000-pitch-bookings';
import { ReportKeys1732700000000 } from './1732700000000-report-keys';
import { RegistrationAttempts1732900000000 } from './1732900000000-registration-attempts';
import { SessionCutoffs1732800000000 } from './1732800000000-session-cutoffs';
import { Notifications1733170000000 } from './1733170000000-notifications';
import { OperationsConsole1733300000000 } from './1733300000000-operations-console';
import { PushSubscriptions1733400000000 } from './1733400000000-push-subscriptions';

/** Every migration, in order. TypeORM runs them; `synchronize` is never used. */
export const migrations = [
  EventStore1732200000000,
  Accounts1732300000000,
  TeamImages1732400000000,
  PitchBookings1732600000000,
  ReportKeys1732700000000,
  SessionCutoffs1732800000000,
  RegistrationAttempts1732900000000,
  Notifications1733170000000,
  OperationsConsole1733300000000,
  PushSubscriptions1733400000000,
];
