import { ChipGroup, ChipRowSkeleton } from '../../../components/ui/choice-group';
import type { WeekGroup } from '../lib/weeks';
import { matchesTexts } from '../texts';

/**
 * Filter buttons of three season weeks each, named 'first - last', in one row that scrolls
 * sideways: its height does not depend on the season, so its skeleton holds the place exactly.
 */
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
      oneRow
    />
  );
}

/** The week buttons' place while the season loads (no layout shift when they come). */
export function WeekGroupFilterSkeleton() {
  return <ChipRowSkeleton label={matchesTexts.weeksLabel} />;
}
