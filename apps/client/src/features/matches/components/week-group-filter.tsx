import { ChipGroup } from '../../../components/ui/choice-group';
import type { WeekGroup } from '../lib/weeks';
import { matchesTexts } from '../texts';

/** Filter buttons of three season weeks each, named 'first - last'. */
export function WeekGroupFilter({
  groups,
  selected,
  onSelect,
}: {
  groups: readonly WeekGroup[];
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  return (
    <ChipGroup
      label={matchesTexts.weeksLabel}
      options={groups.map((group) => ({ value: group.index, label: group.label }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
