import { SegmentedToggle } from '../../../components/ui/choice-group';
import { challengesTexts } from '../texts';

export type ChallengeDirection = 'incoming' | 'outgoing';

const t = challengesTexts.list;

/** The Przychodzące / Wychodzące switch. */
export function ChallengeToggle({
  view,
  counts,
  onChange,
}: {
  view: ChallengeDirection;
  counts?: Record<ChallengeDirection, number>;
  onChange: (view: ChallengeDirection) => void;
}) {
  return (
    <SegmentedToggle
      label={t.toggle}
      showLabel={false}
      options={(['incoming', 'outgoing'] as const).map((option) => ({
        value: option,
        label: t[option],
        count: counts?.[option],
      }))}
      selected={view}
      onSelect={onChange}
    />
  );
}
